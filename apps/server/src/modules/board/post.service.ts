import { computePagination, PAGE_SIZE, type TBoardInfo, type TPostDetail, type TPostListQuery, type TPostListResponse, type TPostSave } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { nameViewerOf, shownName } from '../member/index.js';
import { claimPostFiles, removePostFiles, thumbnailsOf } from './board.files.js';
import { adjustPostCnts, findBoard, lockBoard } from './board.repo.js';
import { assertCanWrite, assertPostChangeable, assertPostReadable, canCmnt, canWrite, isAdmin, readableBoard, type TViewer } from './board.rights.js';
import {
  boardListWhere,
  categoryWhere,
  countCapped,
  countPinned,
  deletePosts,
  findMemberName,
  findPost,
  incrementInqCnt,
  insertPost,
  lockPost,
  PINNED_MAX,
  searchWhere,
  updatePost,
} from './post.repo.js';
import { findBoardList, findFilteredList, type TListRow } from './post.list.js';
import { toDetail, toSummary } from './post.view.js';
import { preparePost } from './post.write.js';

/** A searched or category-filtered list counts at most this many matches (decision 013). */
export const COUNT_CAP = 1000;

export async function getBoardInfo(db: TDb, user: TViewer, boardId: string): Promise<TBoardInfo> {
  const board = await readableBoard(db, boardId, user);
  return {
    boardId: board.boardId,
    boardNm: board.boardNm,
    boardExpln: board.boardExpln,
    boardTypeCd: board.boardTypeCd,
    section: board.section,
    atchFileYn: board.atchFileYn,
    atchFileCnt: board.atchFileCnt,
    atchFileSzMb: board.atchFileSzMb,
    atchFileExtns: board.atchFileExtns,
    cmntYn: board.cmntYn,
    likeYn: board.likeYn,
    secretYn: board.secretYn,
    ctgrys: board.ctgrys,
    canWrite: canWrite(board, user),
    canCmnt: canCmnt(board, user),
    loginToWrite: !user && board.writeAuthrt.length > 0,
  };
}

/**
 * spec §2 board list, 10 a page, the pinned notices above every page. An unfiltered list reads the
 * board's maintained counter; a searched one counts up to COUNT_CAP (decision 013). One statement
 * answers it (post.list.ts); a page past the end, a board with PINNED_MAX pinned notices and a
 * gallery's thumbnails take one more each.
 */
export async function listPosts(db: TDb, user: TViewer, boardId: string, query: TPostListQuery): Promise<TPostListResponse> {
  const [board, names] = await Promise.all([readableBoard(db, boardId, user), nameViewerOf(db, user)]);
  const filtered = !!query.searchWrd || !!query.ctgryNm;
  const where = filtered ? boardListWhere(boardId, searchWhere(query.searchCnd, query.searchWrd, names), categoryWhere(query.ctgryNm)) : undefined;
  const rowsAt = (currentPage: number): Promise<TListRow[]> => {
    const offset = (currentPage - 1) * PAGE_SIZE;
    return where ? findFilteredList(db, boardId, where, offset, PAGE_SIZE, COUNT_CAP) : findBoardList(db, boardId, offset, PAGE_SIZE);
  };
  let rows = await rowsAt(query.currentPage);
  const pinned = rows.filter((row) => row.noticeYn === 'Y');
  // every row carries the total's parts; no row at all: an empty board, or a page past the end
  const counted = rows[0]?.total ?? (query.currentPage === 1 ? 0 : await totalOf(db, boardId, where));
  const total = filtered ? Math.min(counted, COUNT_CAP) : Math.max(0, counted - (pinned.length < PINNED_MAX ? pinned.length : await countPinned(db, boardId)));
  const pagination = computePagination(total, query.currentPage, PAGE_SIZE);
  // a page past the end answers the last page's rows with its number (spec §3)
  if (pagination.currentPage !== query.currentPage) rows = await rowsAt(pagination.currentPage);
  const list = rows.filter((row) => row.noticeYn === 'N');
  const thumbs = await thumbnailsOf(db, board, [...pinned, ...list]);
  const summary = (row: TListRow) => toSummary(row, user, thumbs, shownName(names, row.regUserId, row.wrtrNm, row));
  return {
    list: list.map(summary),
    pagination,
    pinned: pinned.map(summary),
    countCappedYn: filtered && counted > COUNT_CAP ? 'Y' : 'N',
  };
}

/** A list's total when its statement found no row: the matches up to COUNT_CAP + 1, or the board's counter (no pinned notice then). */
async function totalOf(db: TDb, boardId: string, where: ReturnType<typeof boardListWhere> | undefined): Promise<number> {
  if (where) return countCapped(db, where, COUNT_CAP);
  return (await findBoard(db, boardId))?.postCnt ?? 0;
}

export async function getPostDetail(db: TDb, user: TViewer, boardId: string, postId: number): Promise<TPostDetail> {
  const board = await readableBoard(db, boardId, user);
  const row = await findPost(db, postId);
  assertPostReadable(board, row, user);
  return toDetail(db, board, row, user, shownName(await nameViewerOf(db, user), row.regUserId, row.wrtrNm, row));
}

/** The page calls this once per visit (state never changes on GET). */
export async function countView(db: TDb, user: TViewer, boardId: string, postId: number): Promise<{ inqCnt: number }> {
  const board = await readableBoard(db, boardId, user);
  assertPostReadable(board, await findPost(db, postId), user);
  const inqCnt = await incrementInqCnt(db, postId);
  if (inqCnt === undefined) throw AppError.notFound();
  return { inqCnt };
}

async function writerName(db: TDb, userId: string): Promise<string> {
  const name = await findMemberName(db, userId);
  if (!name) throw AppError.unauthorized();
  return name;
}

export async function createPost(db: TDb, user: TRequestUser, boardId: string, input: TPostSave): Promise<{ postId: number }> {
  const board = await readableBoard(db, boardId, user);
  assertCanWrite(board, user);
  const wrtrNm = await writerName(db, user.userId);
  const values = await preparePost(db, board, input, { admin: isAdmin(user), wrtrNm });
  return db.transaction(async (tx) => {
    // the board is locked against its deletion meanwhile (which would fail the insert's foreign key)
    if (!(await lockBoard(tx, boardId))) throw AppError.notFound();
    const row = await insertPost(tx, { ...values, boardId, wrtrNm, regUserId: user.userId });
    await adjustPostCnts(tx, new Map([[boardId, 1]]));
    await claimPostFiles(tx, board, row.postId, user.userId, row.atchFileModuleId, row.postCn);
    return { postId: row.postId };
  });
}

export async function updateOwnPost(db: TDb, user: TRequestUser, boardId: string, postId: number, input: TPostSave): Promise<{ postId: number }> {
  const board = await readableBoard(db, boardId, user);
  const current = await findPost(db, postId);
  assertPostReadable(board, current, user);
  assertPostChangeable(board, current, user);
  const values = await preparePost(db, board, input, { admin: isAdmin(user), wrtrNm: current.wrtrNm, current });
  return db.transaction(async (tx) => {
    // re-checked under the row lock: an answer or a move may have landed since
    const locked = await lockPost(tx, postId);
    assertPostReadable(board, locked, user);
    assertPostChangeable(board, locked, user);
    await updatePost(tx, postId, values, user.userId);
    await claimPostFiles(tx, board, postId, user.userId, values.atchFileModuleId ?? null, values.postCn);
    return { postId };
  });
}

export async function deleteOwnPost(db: TDb, user: TRequestUser, boardId: string, postId: number): Promise<{ result: 'SUCCESS' }> {
  const board = await readableBoard(db, boardId, user);
  assertPostReadable(board, await findPost(db, postId), user);
  return db.transaction(async (tx) => {
    const locked = await lockPost(tx, postId);
    assertPostReadable(board, locked, user);
    assertPostChangeable(board, locked, user);
    await deletePosts(tx, [postId]);
    if (locked.hideYn === 'N') await adjustPostCnts(tx, new Map([[boardId, -1]]));
    await removePostFiles(tx, [postId]);
    return { result: 'SUCCESS' as const };
  });
}
