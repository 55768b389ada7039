import {
  BOARD_MESSAGES as M,
  type TAdminPostDetail,
  type TAdminPostListQuery,
  type TAdminPostListResponse,
  type TPostBulk,
  type TPostSave,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { ADMIN_NAME_VIEWER } from '../member/index.js';
import { claimEditorImagesOf, claimPostFiles, removePostFiles } from './board.files.js';
import { assertNoProhibitedWords } from '../prhbwd/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { adjustPostCnts, anyBoardWithoutPins, findBoard, lockBoard, type TBoardRow } from './board.repo.js';
import {
  adminListWhere,
  countCapped,
  deletePosts,
  findAdminPostPage,
  findMemberName,
  findPost,
  insertPost,
  lockPost,
  lockPosts,
  movePosts,
  searchWhere,
  setAnswer,
  setPostFlag,
  updatePost,
} from './post.repo.js';
import { COUNT_CAP } from './post.service.js';
import { toDetail, toSummary } from './post.view.js';
import { cleanBody, preparePost } from './post.write.js';

/** The administrator as a board viewer: every right, every post. */
const asUser = (actor: TActor): TRequestUser => ({ userId: actor.userId, userTypeCd: actor.userTypeCd, mbrTypeAuthrt: null });

async function existingBoard(db: TDb, boardId: string): Promise<TBoardRow> {
  const board = await findBoard(db, boardId);
  if (!board) throw AppError.notFound();
  return board;
}

/** Every board's posts, hidden and secret ones included, with the same bigram search as the public list. */
export async function listPostsAdmin(db: TDb, actor: TActor, query: TAdminPostListQuery): Promise<TAdminPostListResponse> {
  assertAdmin(actor);
  const where = adminListWhere(query, searchWhere(query.searchCnd, query.searchWrd, ADMIN_NAME_VIEWER));
  const n = await countCapped(db, where, COUNT_CAP);
  const page = await pageOf(query, Promise.resolve(Math.min(n, COUNT_CAP)), (offset, limit) => findAdminPostPage(db, where, offset, limit));
  const user = asUser(actor);
  return {
    list: page.list.map((row) => ({
      ...toSummary(row, user, new Map(), row.wrtrNm),
      boardNm: row.boardNm,
      boardTypeCd: row.boardTypeCd,
      hideYn: row.hideYn,
      regUserId: row.regUserId,
    })),
    pagination: page.pagination,
    countCappedYn: n > COUNT_CAP ? 'Y' : 'N',
  };
}

export async function getPostAdmin(db: TDb, actor: TActor, postId: number): Promise<TAdminPostDetail> {
  assertAdmin(actor);
  const row = await findPost(db, postId);
  if (!row) throw AppError.notFound();
  const board = await existingBoard(db, row.boardId);
  const detail = await toDetail(db, board, row, asUser(actor), row.wrtrNm);
  return { ...detail, boardNm: board.boardNm, boardTypeCd: board.boardTypeCd, hideYn: row.hideYn, regUserId: row.regUserId };
}

/** The administrator writes in any board, pinned if they like, under their own name. */
export async function createPostAdmin(db: TDb, actor: TActor, input: TPostSave & { boardId: string }): Promise<{ postId: number }> {
  assertAdmin(actor);
  const board = await existingBoard(db, input.boardId);
  const wrtrNm = (await findMemberName(db, actor.userId)) ?? actor.userId;
  const values = await preparePost(db, board, input, { admin: true, wrtrNm });
  return db.transaction(async (tx) => {
    if (!(await lockBoard(tx, board.boardId))) throw AppError.notFound();
    const row = await insertPost(tx, { ...values, boardId: board.boardId, wrtrNm, regUserId: actor.userId });
    await adjustPostCnts(tx, new Map([[board.boardId, 1]]));
    await claimPostFiles(tx, board, row.postId, actor.userId, row.atchFileModuleId, row.postCn);
    return { postId: row.postId };
  });
}

export async function updatePostAdmin(db: TDb, actor: TActor, postId: number, input: TPostSave): Promise<{ postId: number }> {
  assertAdmin(actor);
  const current = await findPost(db, postId);
  if (!current) throw AppError.notFound();
  const board = await existingBoard(db, current.boardId);
  const values = await preparePost(db, board, input, { admin: true, wrtrNm: current.wrtrNm, current });
  return db.transaction(async (tx) => {
    const locked = await lockPost(tx, postId);
    if (!locked || locked.boardId !== board.boardId) throw AppError.notFound();
    await updatePost(tx, postId, values, actor.userId);
    await claimPostFiles(tx, board, postId, actor.userId, values.atchFileModuleId ?? null, values.postCn);
    return { postId };
  });
}

export async function deletePostAdmin(db: TDb, actor: TActor, postId: number): Promise<{ result: 'SUCCESS' }> {
  return bulkPosts(db, actor, { postIds: [postId], action: 'DELETE' }, true);
}

/**
 * One action on up to 100 posts in one transaction; each board's counter follows at once
 * (a move changes both boards). `mustExist`: a single post that is gone answers 404.
 */
export async function bulkPosts(db: TDb, actor: TActor, input: TPostBulk, mustExist = false): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  const by = actor.userId;
  return db.transaction(async (tx) => {
    const target = input.action === 'MOVE' ? await lockBoard(tx, input.trgtBoardId ?? '') : undefined;
    if (input.action === 'MOVE' && !target) throw new AppError('VALIDATION', 400, M.moveTarget, { fieldErrors: { trgtBoardId: M.moveTarget } });
    const rows = await lockPosts(tx, [...new Set(input.postIds)]);
    if (mustExist && rows.length === 0) throw AppError.notFound();
    const deltas = new Map<string, number>();
    const add = (boardId: string, delta: number) => deltas.set(boardId, (deltas.get(boardId) ?? 0) + delta);
    const ids = (pick: (row: (typeof rows)[number]) => boolean) => rows.filter(pick).map((r) => r.postId);
    switch (input.action) {
      case 'HIDE':
        rows.filter((r) => r.hideYn === 'N').forEach((r) => add(r.boardId, -1));
        await setPostFlag(
          tx,
          ids((r) => r.hideYn === 'N'),
          'hideYn',
          'Y',
          by,
        );
        break;
      case 'SHOW':
        rows.filter((r) => r.hideYn === 'Y').forEach((r) => add(r.boardId, 1));
        await setPostFlag(
          tx,
          ids((r) => r.hideYn === 'Y'),
          'hideYn',
          'N',
          by,
        );
        break;
      case 'PIN':
        if (await anyBoardWithoutPins(tx, [...new Set(rows.map((r) => r.boardId))])) throw new AppError('VALIDATION', 400, M.pinOff);
        await setPostFlag(
          tx,
          ids(() => true),
          'noticeYn',
          'Y',
          by,
        );
        break;
      case 'UNPIN':
        await setPostFlag(
          tx,
          ids(() => true),
          'noticeYn',
          'N',
          by,
        );
        break;
      case 'MOVE': {
        const moving = rows.filter((r) => r.boardId !== target!.boardId);
        for (const r of moving.filter((m) => m.hideYn === 'N')) {
          add(r.boardId, -1);
          add(target!.boardId, 1);
        }
        await movePosts(
          tx,
          moving.map((r) => r.postId),
          target!.boardId,
          target!.ctgrys,
          by,
        );
        break;
      }
      case 'DELETE':
        rows.filter((r) => r.hideYn === 'N').forEach((r) => add(r.boardId, -1));
        await deletePosts(
          tx,
          ids(() => true),
        );
        await removePostFiles(
          tx,
          ids(() => true),
        );
        break;
    }
    await adjustPostCnts(tx, deltas);
    return { result: 'SUCCESS' as const };
  });
}

/** Q&A answers (sanitised like bodies); an empty answer withdraws it, so the writer may edit again. */
export async function answerPost(db: TDb, actor: TActor, postId: number, ansCn: string): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  const row = await findPost(db, postId);
  if (!row) throw AppError.notFound();
  const board = await existingBoard(db, row.boardId);
  if (board.boardTypeCd !== 'QNA') throw new AppError('VALIDATION', 400, M.notQna);
  const body = cleanBody(ansCn);
  await assertNoProhibitedWords(db, { ansCn: body.text }, { ansCn: '답변' });
  return db.transaction(async (tx) => {
    if (!(await lockPost(tx, postId))) throw AppError.notFound();
    await setAnswer(tx, postId, body.empty ? null : body.html, actor.userId);
    if (!body.empty) await claimEditorImagesOf(tx, body.html, actor.userId, postId);
    return { result: 'SUCCESS' as const };
  });
}
