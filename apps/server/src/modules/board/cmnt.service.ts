import {
  BOARD_MESSAGES as M,
  postPath,
  type TAdminCmntListResponse,
  type TCmnt,
  type TCmntListResponse,
  type TCmntSave,
  type TLikeResponse,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { earnPoint } from '../../lib/point-hook.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { nameViewerOf, shownName, type TWriterFacts } from '../member/index.js';
import { assertCleanUserTexts } from '../prhbwd/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import type { TBoard } from './board.repo.js';
import { assertCanCmnt, assertPostReadable, readableBoard, refuseInBoard, type TViewer } from './board.rights.js';
import { deleteCmnt, findCmnt, findCmntPage, insertCmnt, type TCmntRow, toggleLike } from './cmnt.repo.js';
import { findMemberName, findPost, lockPost, type TPostRow } from './post.repo.js';

/** `wrtrNm`: the name the caller may see (the member module's `shownName`). */
const toCmnt = (row: TCmntRow, user: TViewer, wrtrNm: string): TCmnt => ({
  cmntId: row.cmntId,
  cmntCn: row.cmntCn,
  wrtrNm,
  mineYn: user && row.regUserId === user.userId ? 'Y' : 'N',
  regDt: row.registeredAt.toISOString(),
});

async function readablePost(db: TDb, user: TViewer, boardId: string, postId: number): Promise<{ board: TBoard; row: TPostRow }> {
  const board = await readableBoard(db, boardId, user);
  const row = await findPost(db, postId);
  assertPostReadable(board, row, user);
  return { board, row };
}

function cmntPage<T>(db: TDb, row: TPostRow, currentPage: number, map: (row: TCmntRow & TWriterFacts) => T) {
  return pageOf({ currentPage }, Promise.resolve(row.cmntCnt), async (offset, limit) => (await findCmntPage(db, row.postId, offset, limit)).map(map));
}

/** A board without comments lists none. */
export async function listCmnts(db: TDb, user: TViewer, boardId: string, postId: number, currentPage: number): Promise<TCmntListResponse> {
  const { board, row } = await readablePost(db, user, boardId, postId);
  const names = await nameViewerOf(db, user);
  return cmntPage(db, board.cmntYn === 'Y' ? row : { ...row, cmntCnt: 0 }, currentPage, (c) => toCmnt(c, user, shownName(names, c.regUserId, c.wrtrNm, c)));
}

/** A post's title as a point reason: 30 characters at most (an ellipsis after a longer one). */
function reasonTitle(postTtl: string): string {
  const chars = Array.from(postTtl.trim());
  return chars.length > 30 ? `${chars.slice(0, 30).join('')}…` : chars.join('');
}

/** The points' reason and link: the history shows the post's title and leads back to it. */
const pointSource = (board: TBoard, row: TPostRow, what: string) => ({
  reason: `${what}: ${reasonTitle(row.postTtl)}`,
  srcUrl: postPath(board.section, board.boardId, row.postId),
});

/** A comment earns CMNT points in its own transaction (a refused credit stores no comment). */
export async function createCmnt(db: TDb, user: TRequestUser, boardId: string, postId: number, input: TCmntSave): Promise<TCmnt> {
  const { board } = await readablePost(db, user, boardId, postId);
  assertCanCmnt(board, user);
  await assertCleanUserTexts(db, [{ field: 'cmntCn', label: '댓글', text: input.cmntCn }], { personalInfoMessage: M.personalInfo });
  const wrtrNm = await findMemberName(db, user.userId);
  if (!wrtrNm) throw AppError.unauthorized();
  return db.transaction(async (tx) => {
    const locked = await lockPost(tx, postId);
    assertPostReadable(board, locked, user);
    const row = await insertCmnt(tx, { postId, cmntCn: input.cmntCn, wrtrNm, regUserId: user.userId });
    await earnPoint(tx, { userId: user.userId, pointTypeCd: 'CMNT', idntfId: `cmnt:${row.cmntId}`, ...pointSource(board, locked, '댓글 작성') });
    return toCmnt(row, user, row.wrtrNm);
  });
}

export async function deleteOwnCmnt(db: TDb, user: TRequestUser, boardId: string, postId: number, cmntId: number): Promise<{ result: 'SUCCESS' }> {
  const { board } = await readablePost(db, user, boardId, postId);
  const row = await findCmnt(db, postId, cmntId);
  if (!row) throw AppError.notFound();
  if (row.regUserId !== user.userId) throw refuseInBoard(board, M.notOwner);
  return db.transaction(async (tx) => {
    if (!(await lockPost(tx, postId)) || !(await deleteCmnt(tx, postId, cmntId))) throw AppError.notFound();
    return { result: 'SUCCESS' as const };
  });
}

/** Likes or unlikes (SECURITY 19: one like per user and post); a like, not an unlike, earns LIKE points. */
export async function toggleLikeOf(db: TDb, user: TRequestUser, boardId: string, postId: number): Promise<TLikeResponse> {
  const { board } = await readablePost(db, user, boardId, postId);
  if (board.likeYn !== 'Y') throw refuseInBoard(board, M.likeOff);
  return db.transaction(async (tx) => {
    const locked = await lockPost(tx, postId);
    assertPostReadable(board, locked, user);
    const { liked, likeCnt } = await toggleLike(tx, postId, user.userId);
    if (liked) await earnPoint(tx, { userId: user.userId, pointTypeCd: 'LIKE', idntfId: `like:${postId}`, ...pointSource(board, locked, '좋아요') });
    return { likedYn: liked ? 'Y' : 'N', likeCnt };
  });
}

// ---- admin post page: a post's comments ----

export async function listCmntsAdmin(db: TDb, actor: TActor, postId: number, currentPage: number): Promise<TAdminCmntListResponse> {
  assertAdmin(actor);
  const row = await findPost(db, postId);
  if (!row) throw AppError.notFound();
  return cmntPage(db, row, currentPage, (c) => ({ ...toCmnt(c, null, c.wrtrNm), regUserId: c.regUserId }));
}

export async function deleteCmntAdmin(db: TDb, actor: TActor, postId: number, cmntId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await lockPost(tx, postId)) || !(await deleteCmnt(tx, postId, cmntId))) throw AppError.notFound();
    return { result: 'SUCCESS' as const };
  });
}
