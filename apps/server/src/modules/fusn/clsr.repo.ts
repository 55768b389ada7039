import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { fusnClsr } from './fusn.table.js';

export function findClsrsBetween(db: TDbOrTx, fromYmd: string, toYmd: string) {
  return db
    .select()
    .from(fusnClsr)
    .where(and(gte(fusnClsr.clsrYmd, fromYmd), lte(fusnClsr.clsrYmd, toYmd)))
    .orderBy(asc(fusnClsr.clsrYmd));
}

/** OPEN sessions of any program on a day. */
export async function countOpenSesnsOn(db: TDbOrTx, ymd: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from fusn_sesn where sesn_ymd = ${ymd} and stts_cd = 'OPEN'`);
  return rows[0]?.n ?? 0;
}

export async function upsertClsr(tx: TTx, v: { clsrYmd: string; clsrSeCd: 'HLDY' | 'CNTR'; clsrNm: string }, userId: string): Promise<void> {
  await tx
    .insert(fusnClsr)
    .values({ ...v, registeredBy: userId, updatedBy: userId })
    .onConflictDoUpdate({ target: fusnClsr.clsrYmd, set: { clsrSeCd: v.clsrSeCd, clsrNm: v.clsrNm, updatedBy: userId, updatedAt: sql`now()` } });
}

export async function deleteClsr(tx: TTx, clsrYmd: string): Promise<boolean> {
  const rows = await tx.delete(fusnClsr).where(eq(fusnClsr.clsrYmd, clsrYmd)).returning({ clsrYmd: fusnClsr.clsrYmd });
  return rows.length > 0;
}
