import type { TBoardSave } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client.js';
import { createMember, sessionFor, type TAgent } from './identity.js';
import { changeBoards } from '../modules/board/index.js';
import { board, post } from '../modules/board/board.table.js';

export type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const callAs = (app: FastifyInstance, agent: TAgent, method: TMethod, url: string, payload?: object) =>
  app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });

let seq = 0;
/** A fresh board id per call, so tests of one file do not share boards. */
export const newBoardId = (prefix = 'tb') => `${prefix}${process.pid % 1000}x${(seq += 1)}`;

/** A board form: a general board everyone reads and members write, nothing else on. */
export const boardForm = (over: Partial<TBoardSave> = {}): TBoardSave => ({
  boardId: newBoardId(),
  boardNm: '테스트 게시판',
  boardExpln: '',
  boardTypeCd: 'GENERAL',
  section: 'eduIntdcn',
  readAuthrt: ['GUEST', 'G', 'T', 'S'],
  writeAuthrt: ['G', 'T', 'S'],
  cmntAuthrt: ['G', 'T', 'S'],
  atchFileYn: 'N',
  atchFileCnt: 1,
  atchFileSzMb: 10,
  atchFileExtns: [],
  cmntYn: 'N',
  likeYn: 'N',
  secretYn: 'N',
  noticeYn: 'N',
  ctgrys: [],
  useYn: 'Y',
  ...over,
});

/** Creates a board directly (the admin routes are tested on their own), as a change of the board cache. */
export async function createBoard(db: TDb, over: Partial<TBoardSave> = {}): Promise<string> {
  const form = boardForm(over);
  await changeBoards(db, 'admin', (tx) => tx.insert(board).values({ ...form, boardExpln: null, registeredBy: 'admin', updatedBy: 'admin' }));
  return form.boardId;
}

export const postForm = (over: object = {}) => ({ postTtl: '테스트 글', postCn: '<p>본문입니다.</p>', ...over });

/** A logged-in member of a type and its browser. */
export async function memberAgent(app: FastifyInstance, userTypeCd: 'G' | 'T' | 'S' = 'G', userNm = '테스트회원', school: { schlCd?: string } = {}) {
  const member = await createMember(app.db, { userTypeCd, userNm, mbrTypeAuthrt: { G: 'GN01', T: 'TC01', S: 'ST01' }[userTypeCd], ...school });
  return { userId: member.userId, agent: await sessionFor(app, member.userId) };
}

export async function postCntOf(db: TDb, boardId: string): Promise<number> {
  const [row] = await db.select({ postCnt: board.postCnt }).from(board).where(eq(board.boardId, boardId));
  return row!.postCnt;
}

/** The counter must equal the visible posts (decision 013). */
export async function visiblePosts(db: TDb, boardId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(post)
    .where(sql`${post.boardId} = ${boardId} and ${post.hideYn} = 'N'`);
  return row!.n;
}
