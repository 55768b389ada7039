import type { TBoardListQuery } from '@portal/contract';
import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import { insertWhenEmpty } from '../../db/seed-rows.js';
import { board, post } from './board.table.js';

export type TBoardRow = typeof board.$inferSelect;
/** A board's settings: all but the post counter, which changes with every post (board.cache.ts). */
export type TBoard = Omit<TBoardRow, 'postCnt'>;
export type TBoardWrite = Omit<typeof board.$inferInsert, 'postCnt' | 'registeredBy' | 'registeredAt' | 'updatedBy' | 'updatedAt'>;

export function boardWhere(query: Pick<TBoardListQuery, 'searchWrd' | 'boardTypeCd' | 'section' | 'useYn'>): SQL | undefined {
  return and(
    keywordWhere(query.searchWrd, board.boardNm, board.boardId),
    query.boardTypeCd ? eq(board.boardTypeCd, query.boardTypeCd) : undefined,
    query.section ? eq(board.section, query.section) : undefined,
    query.useYn ? eq(board.useYn, query.useYn) : undefined,
  );
}

export const countBoards = (db: TDbOrTx, where: SQL | undefined) => countRows(db, board, where);

export function findBoardPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select().from(board).where(where).orderBy(asc(board.section), asc(board.boardNm), asc(board.boardId)).offset(offset).limit(limit);
}

export function findBoardOptions(db: TDbOrTx) {
  return db
    .select({ boardId: board.boardId, boardNm: board.boardNm, boardTypeCd: board.boardTypeCd, section: board.section })
    .from(board)
    .orderBy(asc(board.section), asc(board.boardNm));
}

export async function findBoard(db: TDbOrTx, boardId: string): Promise<TBoardRow | undefined> {
  const [row] = await db.select().from(board).where(eq(board.boardId, boardId));
  return row;
}

const { postCnt: _counter, ...settingColumns } = getTableColumns(board);

/** Every board's settings (a few dozen rows: the board cache holds them all). */
export const findBoardSettings = (db: TDbOrTx): Promise<TBoard[]> => db.select(settingColumns).from(board);

export async function anyBoardWithoutPins(db: TDbOrTx, boardIds: string[]): Promise<boolean> {
  if (boardIds.length === 0) return false;
  const rows = await db
    .select({ boardId: board.boardId })
    .from(board)
    .where(and(inArray(board.boardId, boardIds), eq(board.noticeYn, 'N')))
    .limit(1);
  return rows.length > 0;
}

/** The board row locked until the caller's transaction ends (deletion against a concurrent write). */
export async function lockBoard(tx: TTx, boardId: string): Promise<TBoardRow | undefined> {
  const [row] = await tx.select().from(board).where(eq(board.boardId, boardId)).for('update');
  return row;
}

/** undefined when the id is taken. */
export async function insertBoard(tx: TTx, row: TBoardWrite, by: string): Promise<TBoardRow | undefined> {
  const [out] = await tx
    .insert(board)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .onConflictDoNothing()
    .returning();
  return out;
}

export async function updateBoard(tx: TTx, boardId: string, row: Omit<TBoardWrite, 'boardId'>, by: string): Promise<TBoardRow | undefined> {
  const [out] = await tx
    .update(board)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(board.boardId, boardId))
    .returning();
  return out;
}

export async function deleteBoard(tx: TTx, boardId: string): Promise<boolean> {
  return (await tx.delete(board).where(eq(board.boardId, boardId)).returning({ boardId: board.boardId })).length > 0;
}

/** Any post at all, hidden ones included. */
export async function boardHasPosts(tx: TTx, boardId: string): Promise<boolean> {
  const [row] = await tx.select({ postId: post.postId }).from(post).where(eq(post.boardId, boardId)).limit(1);
  return row !== undefined;
}

/** Adds each board's change of visible posts (decision 013: the counter moves with the posts, in their transaction). */
export async function adjustPostCnts(tx: TTx, deltas: Map<string, number>): Promise<void> {
  for (const [boardId, delta] of [...deltas].sort(([a], [b]) => a.localeCompare(b))) {
    if (delta !== 0)
      await tx
        .update(board)
        .set({ postCnt: sql`${board.postCnt} + ${delta}` })
        .where(eq(board.boardId, boardId));
  }
}

export const seedBoardsWhenEmpty = (tx: TTx, rows: TBoardWrite[]) => insertWhenEmpty(tx, board, rows);

export async function existingBoardIds(tx: TTx, boardIds: string[]): Promise<string[]> {
  return (await tx.select({ boardId: board.boardId }).from(board).where(inArray(board.boardId, boardIds))).map((r) => r.boardId);
}

export async function anyPost(tx: TTx): Promise<boolean> {
  return (await tx.select({ postId: post.postId }).from(post).limit(1)).length > 0;
}
