import type { TAssistInstListQuery } from '@portal/contract';
import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { insertWhenEmpty } from '../../db/seed-rows.js';
import { keywordWhere } from '../../db/search.js';
import { imageRefOf } from '../files/index.js';
import { assistInst } from './assist-inst.table.js';

/** An institution with the reference of its saved logo (files module). */
const assistInstColumns = { ...getTableColumns(assistInst), logoRef: imageRefOf(assistInst.logoFileId) };
export type TAssistInstRow = typeof assistInst.$inferSelect & { logoRef: string | null };
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
  return db.select(assistInstColumns).from(assistInst).where(where).orderBy(asc(assistInst.sortSeq), asc(assistInst.assistInstId)).offset(offset).limit(limit);
}

export async function findAssistInst(db: TDbOrTx, assistInstId: number): Promise<TAssistInstRow | undefined> {
  const [row] = await db.select(assistInstColumns).from(assistInst).where(eq(assistInst.assistInstId, assistInstId));
  return row;
}

/** The institution's logo, its row locked until the caller's transaction ends (a save replacing the logo). */
export async function lockAssistInstLogo(tx: TTx, assistInstId: number): Promise<{ logoFileId: number | null } | undefined> {
  const [row] = await tx.select({ logoFileId: assistInst.logoFileId }).from(assistInst).where(eq(assistInst.assistInstId, assistInstId)).for('update');
  return row;
}

/** Whether the institution is listed on the public page (its logo is then anyone's to see). */
export async function isAssistInstInUse(db: TDbOrTx, assistInstId: number): Promise<boolean> {
  const [row] = await db
    .select({ assistInstId: assistInst.assistInstId })
    .from(assistInst)
    .where(and(eq(assistInst.assistInstId, assistInstId), eq(assistInst.useYn, 'Y')));
  return row !== undefined;
}

export async function insertAssistInst(tx: TTx, row: TAssistInstWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(assistInst)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning({ assistInstId: assistInst.assistInstId });
  return out!.assistInstId;
}

export async function updateAssistInst(tx: TTx, assistInstId: number, row: TAssistInstWrite, by: string): Promise<void> {
  await tx
    .update(assistInst)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(assistInst.assistInstId, assistInstId));
}

export async function deleteAssistInst(tx: TTx, assistInstId: number): Promise<boolean> {
  const rows = await tx.delete(assistInst).where(eq(assistInst.assistInstId, assistInstId)).returning({ id: assistInst.assistInstId });
  return rows.length > 0;
}

/** Demo data once, on an empty table: afterwards the list belongs to the administrators. */
export const seedAssistInstsWhenEmpty = (tx: TTx, rows: TAssistInstWrite[]) => insertWhenEmpty(tx, assistInst, rows);

/** The institutions of these names still without a logo (the demo logos' targets). */
export const findAssistInstsWithoutLogo = (db: TDbOrTx, instNms: string[]) =>
  db
    .select({ assistInstId: assistInst.assistInstId, instNm: assistInst.instNm })
    .from(assistInst)
    .where(and(inArray(assistInst.instNm, instNms), isNull(assistInst.logoFileId)));

/** Sets the logo of an institution still without one; false when it has one. */
export async function setAssistInstLogoWhenNone(tx: TTx, assistInstId: number, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(assistInst)
    .set({ logoFileId: fileId })
    .where(and(eq(assistInst.assistInstId, assistInstId), isNull(assistInst.logoFileId)))
    .returning({ assistInstId: assistInst.assistInstId });
  return rows.length > 0;
}
