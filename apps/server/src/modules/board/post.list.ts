import { desc, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { writerFactColumns, writerJoin } from '../member/index.js';
import { board, post } from './board.table.js';
import { boardListWhere, pageIdsOf, PINNED_MAX, pinnedWhere, summaryColumns, type TBound } from './post.repo.js';

/*
 * A board list in one round trip (issue 12): the pinned notices, one page of the other posts and
 * what its total is made of, in one statement. The rows are the pinned ids (post_list_idx, at most
 * PINNED_MAX) and the page's ids (decision 013: the offset walks index entries) read by primary
 * key; pinned rows are the ones with noticeYn 'Y' (a listed post has 'N'). Every row also carries
 * the board's post counter or, for a searched list, the capped count of its matches: an uncorrelated
 * subquery, run once per statement.
 */

type TBoardId = string | Placeholder;

const pinnedIdsOf = (db: TDbOrTx, boardId: TBoardId) =>
  db.select({ postId: post.postId }).from(post).where(pinnedWhere(boardId)).orderBy(desc(post.postId)).limit(PINNED_MAX);

function listRows<TTotal extends SQL>(db: TDbOrTx, boardId: TBoardId, where: SQL | undefined, offset: TBound, limit: TBound, total: TTotal) {
  return db
    .select({ ...summaryColumns, ...writerFactColumns, total })
    .from(post)
    .leftJoin(...writerJoin(post.regUserId))
    .where(sql`${post.postId} in ((${pinnedIdsOf(db, boardId)}) union all (${pageIdsOf(db, where, offset, limit)}))`)
    .orderBy(desc(post.noticeYn), desc(post.postId));
}

const postCntOf = (boardId: TBoardId) => sql<number>`(select ${board.postCnt} from ${board} where ${board.boardId} = ${boardId})`;

const unfilteredList = preparedQuery('post_board_list', (db) => {
  const boardId = sql.placeholder('boardId');
  return listRows(db, boardId, boardListWhere(boardId), sql.placeholder('offset'), sql.placeholder('limit'), postCntOf(boardId));
});

/** An unfiltered list (the busiest board call, prepared): `total` is the board's post counter (pinned notices included). */
export const findBoardList = (db: TDbOrTx, boardId: string, offset: number, limit: number) => unfilteredList(db, { boardId, offset, limit });

/** A searched or category-filtered list: `total` counts the matches up to cap + 1 (more than cap: "cap or more", decision 013). */
export function findFilteredList(db: TDbOrTx, boardId: string, where: SQL, offset: number, limit: number, cap: number) {
  const capped = db
    .select({ one: sql`1` })
    .from(post)
    .where(where)
    .limit(cap + 1);
  return listRows(db, boardId, where, offset, limit, sql<number>`(select count(*)::int from (${capped}) capped)`);
}

export type TListRow = Awaited<ReturnType<typeof findBoardList>>[number];
