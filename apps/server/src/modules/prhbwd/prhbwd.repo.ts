import { normalizeProhibitedText, type TPrhbwdListQuery } from '@portal/contract';
import { and, desc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { containsPattern, keywordWhere } from '../../db/search.js';
import { prhbwd, prhbwdVer } from './prhbwd.table.js';

export type TPrhbwdRow = typeof prhbwd.$inferSelect;
export type TPrhbwdWrite = Pick<typeof prhbwd.$inferInsert, 'prhbwdNm' | 'normalizedNm' | 'expln' | 'useYn'>;

const VER_ID = 1;

export function prhbwdWhere(filter: Omit<TPrhbwdListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  const word = filter.searchWrd;
  const form = word ? normalizeProhibitedText(word) : '';
  return and(
    filter.useYn ? eq(prhbwd.useYn, filter.useYn) : undefined,
    // the normal form also finds a word written with other spacing, symbols or case
    word ? or(keywordWhere(word, prhbwd.prhbwdNm, prhbwd.expln), form ? like(prhbwd.normalizedNm, containsPattern(form)) : undefined) : undefined,
  );
}

export const countPrhbwds = (db: TDbOrTx, where: SQL | undefined) => countRows(db, prhbwd, where);

export function findPrhbwdPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select().from(prhbwd).where(where).orderBy(desc(prhbwd.prhbwdId)).offset(offset).limit(limit);
}

export async function findPrhbwd(db: TDbOrTx, prhbwdId: number): Promise<TPrhbwdRow | undefined> {
  const [row] = await db.select().from(prhbwd).where(eq(prhbwd.prhbwdId, prhbwdId));
  return row;
}

/** The normal forms among `forms` already on the list (other than `exceptId`). */
export async function findExistingForms(db: TDbOrTx, forms: string[], exceptId?: number): Promise<Set<string>> {
  if (forms.length === 0) return new Set();
  const rows = await db
    .select({ form: prhbwd.normalizedNm })
    .from(prhbwd)
    .where(and(inArray(prhbwd.normalizedNm, forms), exceptId === undefined ? undefined : ne(prhbwd.prhbwdId, exceptId)));
  return new Set(rows.map((r) => r.form));
}

/** The words the matcher looks for. */
export function findActiveWords(db: TDbOrTx) {
  return db.select({ prhbwdNm: prhbwd.prhbwdNm }).from(prhbwd).where(eq(prhbwd.useYn, 'Y')).orderBy(prhbwd.prhbwdId);
}

export async function insertPrhbwds(tx: TTx, rows: TPrhbwdWrite[], by: string): Promise<TPrhbwdRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(prhbwd)
    .values(rows.map((row) => ({ ...row, registeredBy: by, updatedBy: by })))
    .returning();
}

export async function updatePrhbwd(tx: TTx, prhbwdId: number, row: TPrhbwdWrite, by: string): Promise<TPrhbwdRow | undefined> {
  const [out] = await tx
    .update(prhbwd)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(prhbwd.prhbwdId, prhbwdId))
    .returning();
  return out;
}

export async function deletePrhbwd(tx: TTx, prhbwdId: number): Promise<boolean> {
  const rows = await tx.delete(prhbwd).where(eq(prhbwd.prhbwdId, prhbwdId)).returning({ prhbwdId: prhbwd.prhbwdId });
  return rows.length > 0;
}

/**
 * Raises the list's version, first thing in a change: the row lock it takes makes changes take
 * turns, so the duplicate check that follows cannot race another administrator's insert.
 */
export async function bumpPrhbwdVersion(tx: TTx): Promise<void> {
  await tx
    .insert(prhbwdVer)
    .values({ verId: VER_ID, ver: 1 })
    .onConflictDoUpdate({ target: prhbwdVer.verId, set: { ver: sql`${prhbwdVer.ver} + 1` } });
}

export async function readPrhbwdVersion(db: TDbOrTx): Promise<number> {
  const [row] = await db.select({ ver: prhbwdVer.ver }).from(prhbwdVer).where(eq(prhbwdVer.verId, VER_ID));
  return row?.ver ?? 0;
}

/** Demo data on a fresh list only, so words an administrator removed stay removed. */
export async function seedPrhbwdsWhenEmpty(tx: TTx, rows: TPrhbwdWrite[]): Promise<void> {
  if ((await countPrhbwds(tx, undefined)) > 0) return;
  await bumpPrhbwdVersion(tx);
  await insertPrhbwds(tx, rows, 'system');
}
