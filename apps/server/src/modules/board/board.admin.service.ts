import { BOARD_MESSAGES as M, type TBoardItem, type TBoardListQuery, type TBoardListResponse, type TBoardSave } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { changeBoards } from './board.cache.js';
import {
  boardHasPosts,
  boardWhere,
  countBoards,
  deleteBoard,
  findBoard,
  findBoardOptions,
  findBoardPage,
  insertBoard,
  lockBoard,
  type TBoardRow,
  type TBoardWrite,
  updateBoard,
} from './board.repo.js';

const toItem = (row: TBoardRow): TBoardItem => ({
  boardId: row.boardId,
  boardNm: row.boardNm,
  boardExpln: row.boardExpln,
  boardTypeCd: row.boardTypeCd,
  section: row.section,
  readAuthrt: row.readAuthrt,
  writeAuthrt: row.writeAuthrt,
  cmntAuthrt: row.cmntAuthrt,
  atchFileYn: row.atchFileYn,
  atchFileCnt: row.atchFileCnt,
  atchFileSzMb: row.atchFileSzMb,
  atchFileExtns: row.atchFileExtns,
  cmntYn: row.cmntYn,
  likeYn: row.likeYn,
  secretYn: row.secretYn,
  noticeYn: row.noticeYn,
  ctgrys: row.ctgrys,
  useYn: row.useYn,
  postCnt: row.postCnt,
  ...auditOf(row),
});

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** The stored form: lists without repeats, an empty description as null. */
const toWrite = (input: TBoardSave): TBoardWrite => ({
  boardId: input.boardId,
  boardNm: input.boardNm,
  boardExpln: orNull(input.boardExpln),
  boardTypeCd: input.boardTypeCd,
  section: input.section,
  readAuthrt: unique(input.readAuthrt),
  writeAuthrt: unique(input.writeAuthrt),
  cmntAuthrt: unique(input.cmntAuthrt),
  atchFileYn: input.atchFileYn,
  atchFileCnt: input.atchFileCnt,
  atchFileSzMb: input.atchFileSzMb,
  atchFileExtns: unique(input.atchFileExtns),
  cmntYn: input.cmntYn,
  likeYn: input.likeYn,
  secretYn: input.secretYn,
  noticeYn: input.noticeYn,
  ctgrys: unique(input.ctgrys),
  useYn: input.useYn,
});

export async function listBoards(db: TDb, actor: TActor, query: TBoardListQuery): Promise<TBoardListResponse> {
  assertAdmin(actor);
  const where = boardWhere(query);
  const page = await pageOf(query, countBoards(db, where), (offset, limit) => findBoardPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

export async function listBoardOptions(db: TDb, actor: TActor) {
  assertAdmin(actor);
  return { list: await findBoardOptions(db) };
}

export async function getBoard(db: TDb, actor: TActor, boardId: string): Promise<TBoardItem> {
  assertAdmin(actor);
  const row = await findBoard(db, boardId);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

export async function createBoard(db: TDb, actor: TActor, input: TBoardSave): Promise<TBoardItem> {
  assertAdmin(actor);
  return changeBoards(db, actor.userId, async (tx) => {
    const row = await insertBoard(tx, toWrite(input), actor.userId);
    if (!row) throw new AppError('DUPLICATE', 400, M.boardIdTaken, { fieldErrors: { boardId: M.boardIdTaken } });
    return toItem(row);
  });
}

/** The id is fixed once created: the path's id is the board changed, the body's is ignored. */
export async function updateBoardEntry(db: TDb, actor: TActor, boardId: string, input: TBoardSave): Promise<TBoardItem> {
  assertAdmin(actor);
  const { boardId: _fixed, ...values } = toWrite(input);
  return changeBoards(db, actor.userId, async (tx) => {
    const row = await updateBoard(tx, boardId, values, actor.userId);
    if (!row) throw AppError.notFound();
    return toItem(row);
  });
}

/** Refused while the board holds any post (hidden ones too): they are moved or deleted first. */
export async function deleteBoardEntry(db: TDb, actor: TActor, boardId: string): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  return changeBoards(db, actor.userId, async (tx) => {
    if (!(await lockBoard(tx, boardId))) throw AppError.notFound();
    if (await boardHasPosts(tx, boardId)) throw new AppError('BOARD_HAS_POSTS', 400, M.boardHasPosts);
    await deleteBoard(tx, boardId);
    return { result: 'SUCCESS' as const };
  });
}
