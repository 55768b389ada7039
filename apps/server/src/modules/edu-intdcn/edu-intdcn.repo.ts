import type { TIntdcnPageCd } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { intdcnPage } from './edu-intdcn.table.js';

export type TIntdcnPageRow = typeof intdcnPage.$inferSelect;
export type TIntdcnPageWrite = Pick<typeof intdcnPage.$inferInsert, 'pageCd' | 'title' | 'cn' | 'imagePath' | 'imageAlt' | 'extra'>;

export async function findIntdcnPage(db: TDbOrTx, pageCd: TIntdcnPageCd): Promise<TIntdcnPageRow | undefined> {
  const [row] = await db.select().from(intdcnPage).where(eq(intdcnPage.pageCd, pageCd));
  return row;
}

/** Writes the page, creating it when the base data was never seeded. */
export async function upsertIntdcnPage(tx: TTx, row: TIntdcnPageWrite, by: string): Promise<TIntdcnPageRow> {
  const { pageCd: _pageCd, ...changes } = row;
  const [out] = await tx
    .insert(intdcnPage)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .onConflictDoUpdate({ target: intdcnPage.pageCd, set: { ...changes, updatedBy: by, updatedAt: sql`now()` } })
    .returning();
  return out!;
}

/** Base data: inserted when missing, never overwriting what administrators changed. */
export async function insertIntdcnPagesWhenMissing(tx: TTx, rows: TIntdcnPageWrite[]): Promise<void> {
  await tx
    .insert(intdcnPage)
    .values(rows.map((r) => ({ ...r, registeredBy: 'system', updatedBy: 'system' })))
    .onConflictDoNothing();
}
