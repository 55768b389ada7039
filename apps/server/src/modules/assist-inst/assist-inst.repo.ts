import type { TAssistInstListQuery } from '@portal/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { insertWhenEmpty } from '../../db/seed-rows.js';
import { keywordWhere } from '../../db/search.js';
import { assistInst } from './assist-inst.table.js';

export type TAssistInstRow = typeof assistInst.$inferSelect;
export type TAssistInstWrite = Omit<typeof assistInst.$inferInsert, 'assistInstId' | 'registeredBy' | 'registeredAt' | 'updatedBy' | 'updatedAt'>;

export function assistInstWhere(filter: Omit<TAssistInstListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  return and(
    filter.instTypeCd ? eq(assistInst.instTypeCd, filter.instTypeCd) : undefined,
    filter.useYn ? eq(assistInst.useYn, filter.useYn) : undefined,
    keywordWhere(filter.searchWrd, assistInst.instNm, assistInst.instExpln, assistInst.addr),
  );
}

export const countAssistInsts = (db: TDbOrTx, where: SQL | undefined) => countRows(db, assistInst, where);

/** The public page's order is the administrators' sortSeq, then registration order. */
export function findAssistInstPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select().from(assistInst).where(where).orderBy(asc(assistInst.sortSeq), asc(assistInst.assistInstId)).offset(offset).limit(limit);
}

export async function findAssistInst(db: TDbOrTx, assistInstId: number): Promise<TAssistInstRow | undefined> {
  const [row] = await db.select().from(assistInst).where(eq(assistInst.assistInstId, assistInstId));
  return row;
}

export async function insertAssistInst(tx: TTx, row: TAssistInstWrite, by: string): Promise<TAssistInstRow> {
  const [out] = await tx
    .insert(assistInst)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning();
  return out!;
}

export async function updateAssistInst(tx: TTx, assistInstId: number, row: TAssistInstWrite, by: string): Promise<TAssistInstRow | undefined> {
  const [out] = await tx
    .update(assistInst)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(assistInst.assistInstId, assistInstId))
    .returning();
  return out;
}

export async function deleteAssistInst(tx: TTx, assistInstId: number): Promise<boolean> {
  const rows = await tx.delete(assistInst).where(eq(assistInst.assistInstId, assistInstId)).returning({ id: assistInst.assistInstId });
  return rows.length > 0;
}

/** Demo data once, on an empty table: afterwards the list belongs to the administrators. */
export const seedAssistInstsWhenEmpty = (tx: TTx, rows: TAssistInstWrite[]) => insertWhenEmpty(tx, assistInst, rows);
