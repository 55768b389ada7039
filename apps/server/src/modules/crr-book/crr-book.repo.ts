import type { TCrrBookListQuery } from '@portal/contract';
import { and, arrayContains, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { insertWhenEmpty } from '../../db/seed-rows.js';
import { keywordWhere } from '../../db/search.js';
import { imageRefOf } from '../files/index.js';
import { crrBook } from './crr-book.table.js';

/** A book with the reference of its saved cover (files module). */
const crrBookColumns = { ...getTableColumns(crrBook), coverRef: imageRefOf(crrBook.coverFileId) };
export type TCrrBookRow = typeof crrBook.$inferSelect & { coverRef: string | null };
export type TCrrBookWrite = Omit<typeof crrBook.$inferInsert, 'crrBookId' | 'registeredBy' | 'registeredAt' | 'updatedBy' | 'updatedAt'>;
export type TCrrBookFilter = Pick<TCrrBookListQuery, 'searchWrd' | 'schlTypeCd' | 'useYn'>;

/**
 * Keyword on title, author and publisher. A plain ILIKE scan: the table holds a few hundred books
 * at most, so two-syllable Korean words match without a bigram index.
 */
export function crrBookWhere(filter: TCrrBookFilter): SQL | undefined {
  return and(
    keywordWhere(filter.searchWrd, crrBook.bookNm, crrBook.authorNm, crrBook.pblshrNm),
    filter.schlTypeCd ? arrayContains(crrBook.trgtSchlTypeCds, [filter.schlTypeCd]) : undefined,
    filter.useYn ? eq(crrBook.useYn, filter.useYn) : undefined,
  );
}

export const countCrrBooks = (db: TDbOrTx, where: SQL | undefined) => countRows(db, crrBook, where);

/** The operator's order first, then the newest. */
export function findCrrBookPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select(crrBookColumns).from(crrBook).where(where).orderBy(asc(crrBook.sortSeq), desc(crrBook.crrBookId)).offset(offset).limit(limit);
}

export async function findCrrBook(db: TDbOrTx, crrBookId: number): Promise<TCrrBookRow | undefined> {
  const [row] = await db.select(crrBookColumns).from(crrBook).where(eq(crrBook.crrBookId, crrBookId));
  return row;
}

/** The book's cover, its row locked until the caller's transaction ends (a save replacing the cover). */
export async function lockCrrBookCover(tx: TTx, crrBookId: number): Promise<{ coverFileId: number | null } | undefined> {
  const [row] = await tx.select({ coverFileId: crrBook.coverFileId }).from(crrBook).where(eq(crrBook.crrBookId, crrBookId)).for('update');
  return row;
}

/** Whether the book's public page shows (its cover is then anyone's to see). */
export async function isCrrBookInUse(db: TDbOrTx, crrBookId: number): Promise<boolean> {
  const [row] = await db
    .select({ crrBookId: crrBook.crrBookId })
    .from(crrBook)
    .where(and(eq(crrBook.crrBookId, crrBookId), eq(crrBook.useYn, 'Y')));
  return row !== undefined;
}

export async function insertCrrBook(tx: TTx, row: TCrrBookWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(crrBook)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning({ crrBookId: crrBook.crrBookId });
  return out!.crrBookId;
}

export async function updateCrrBook(tx: TTx, crrBookId: number, row: TCrrBookWrite, by: string): Promise<void> {
  await tx
    .update(crrBook)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(crrBook.crrBookId, crrBookId));
}

export async function deleteCrrBook(tx: TTx, crrBookId: number): Promise<boolean> {
  const rows = await tx.delete(crrBook).where(eq(crrBook.crrBookId, crrBookId)).returning({ crrBookId: crrBook.crrBookId });
  return rows.length > 0;
}

/** Demo data on an empty table only, so books an operator removed stay removed. */
export const seedCrrBooksWhenEmpty = (tx: TTx, rows: TCrrBookWrite[]) => insertWhenEmpty(tx, crrBook, rows);

/** The books of these titles still without a cover (the demo covers' targets). */
export const findCrrBooksWithoutCover = (db: TDbOrTx, bookNms: string[]) =>
  db
    .select({ crrBookId: crrBook.crrBookId, bookNm: crrBook.bookNm })
    .from(crrBook)
    .where(and(inArray(crrBook.bookNm, bookNms), isNull(crrBook.coverFileId)));

/** Sets the cover of a book still without one; false when it has one. */
export async function setCrrBookCoverWhenNone(tx: TTx, crrBookId: number, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(crrBook)
    .set({ coverFileId: fileId })
    .where(and(eq(crrBook.crrBookId, crrBookId), isNull(crrBook.coverFileId)))
    .returning({ crrBookId: crrBook.crrBookId });
  return rows.length > 0;
}

/** A book in use, its row locked against deletion until the caller's transaction ends (recommendations). */
export async function lockUsableCrrBook(tx: TTx, crrBookId: number): Promise<boolean> {
  const [row] = await tx
    .select({ crrBookId: crrBook.crrBookId })
    .from(crrBook)
    .where(and(eq(crrBook.crrBookId, crrBookId), eq(crrBook.useYn, 'Y')))
    .for('share');
  return row !== undefined;
}
