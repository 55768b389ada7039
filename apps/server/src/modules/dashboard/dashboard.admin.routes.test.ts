import type { TDashboardView } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { createBoard } from '../../test/board.test-helper.js';
import { post } from '../board/board.table.js';
import { loginHstry } from '../member/member.table.js';

const ctx = useTestApp();

const view = async (agent: TAgent): Promise<TDashboardView> => (await ctx.app.inject({ url: '/api/dashboard/view', headers: agent.headers })).json();
const countOf = <K extends string>(list: ({ [P in K]: string } & { cnt: number })[], key: K, value: string) => list.find((r) => r[key] === value)?.cnt ?? 0;

test('the dashboard counts what was created today (Asia/Seoul)', async () => {
  const staff = await createMember(ctx.database.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF' });
  const agent = await sessionFor(ctx.app, staff.userId, 'ADMIN');
  const before = await view(agent);

  const db = ctx.database.db;
  const student = await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', brdt: '2012-01-01' });
  await createMember(db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  await createMember(db, { userTypeCd: 'G', mbrTypeAuthrt: 'GN01', userSttsCd: 'PNDG' });
  await createMember(db, { userTypeCd: 'A', mbrTypeAuthrt: 'IM01', userSttsCd: 'PNDG' });
  await createMember(db, { userTypeCd: 'G', mbrTypeAuthrt: 'GN01', userSttsCd: 'LOCK' });
  await createMember(db, { userTypeCd: 'G', mbrTypeAuthrt: 'GN01', lockedUntil: sql`now() + interval '10 minutes'` });
  // joined yesterday in Seoul: not today's
  await createMember(db, {
    userTypeCd: 'G',
    mbrTypeAuthrt: 'GN01',
    joinAt: sql`(current_date - 1)::timestamp at time zone 'Asia/Seoul' + interval '23 hours 59 minutes'`,
  });
  await db.insert(loginHstry).values([
    { userId: student.userId, realmCd: 'USER', rsltCd: 'SUCCESS', ip: '127.0.0.1' },
    { userId: student.userId, realmCd: 'USER', rsltCd: 'SUCCESS', ip: '127.0.0.1' },
    { userId: student.userId, realmCd: 'USER', rsltCd: 'FAIL', ip: '127.0.0.1' },
    { userId: staff.userId, realmCd: 'ADMIN', rsltCd: 'SUCCESS', ip: '127.0.0.1' },
    { userId: staff.userId, realmCd: 'ADMIN', rsltCd: 'SUCCESS', ip: '127.0.0.1', loginAt: sql`now() - interval '2 days'` },
  ]);

  const after = await view(agent);
  expect(after.baseYmd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(after.activeMbrCnt - before.activeMbrCnt).toBe(4); // S, T and two G (the temporarily locked one is still active)
  expect(countOf(after.mbrByMbrType, 'mbrTypeAuthrt', 'ST01') - countOf(before.mbrByMbrType, 'mbrTypeAuthrt', 'ST01')).toBe(1);
  expect(countOf(after.mbrByMbrType, 'mbrTypeAuthrt', 'TC01') - countOf(before.mbrByMbrType, 'mbrTypeAuthrt', 'TC01')).toBe(1);
  expect(countOf(after.mbrByMbrType, 'mbrTypeAuthrt', 'GN01') - countOf(before.mbrByMbrType, 'mbrTypeAuthrt', 'GN01')).toBe(2);
  expect(after.pendingMbrCnt - before.pendingMbrCnt).toBe(2); // every account waiting, the administrator's too
  expect(after.pendingAdminCnt - before.pendingAdminCnt).toBe(1);
  expect(after.lockedCnt - before.lockedCnt).toBe(1); // the locked state only: a temporary lock ends by itself
  expect(after.todayJoinCnt - before.todayJoinCnt).toBe(5);
  expect(after.todayLoginCnt - before.todayLoginCnt).toBe(3);
  expect(after.todayLoginUserCnt - before.todayLoginUserCnt).toBe(2);
});

test('denied: a user session 403, a guest 401', async () => {
  const user = await createMember(ctx.database.db);
  expect((await ctx.app.inject({ url: '/api/dashboard/view', headers: (await sessionFor(ctx.app, user.userId)).headers })).statusCode).toBe(403);
  expect((await ctx.app.inject({ url: '/api/dashboard/view', headers: (await anonymousAgent(ctx.app)).headers })).statusCode).toBe(401);
});

const countItemOf = async (agent: TAgent, url: string) =>
  ((await ctx.app.inject({ url, headers: agent.headers })).json() as { pagination: { countItem: number } }).pagination.countItem;

test('the figures agree: members by type sum to the active total, admins apart; each figure is its list under the linked filter', async () => {
  const db = ctx.database.db;
  // a super administrator: the manager list is theirs
  const staff = await createMember(db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'SUPER' });
  const agent = await sessionFor(ctx.app, staff.userId, 'ADMIN');
  await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST02', brdt: '2009-01-01' });
  await createMember(db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', userSttsCd: 'LOCK' });
  await createMember(db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', userSttsCd: 'LOCK' });
  await createMember(db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', userSttsCd: 'PNDG' });
  await createMember(db, { userTypeCd: 'G', mbrTypeAuthrt: 'GN01', userSttsCd: 'PNDG' });
  const qnaBoardId = await createBoard(db, { boardTypeCd: 'QNA', boardNm: '묻고 답하기 시험' });
  const question = { boardId: qnaBoardId, postTtl: '질문', postCn: '<p>질문</p>', cnText: '질문', wrtrNm: '김학생' };
  await db.insert(post).values([question, question, { ...question, ansCn: '<p>답변</p>', ansUserId: staff.userId, ansDt: sql`now()` }]);

  const figures = await view(agent);
  expect(figures.mbrByMbrType.reduce((sum, row) => sum + row.cnt, 0)).toBe(figures.activeMbrCnt);
  // admins are not members: their types (staff SF01 here) are in no row
  expect(figures.mbrByMbrType.some((row) => row.mbrTypeAuthrt === 'SF01')).toBe(false);
  expect(figures.lockedCnt).toBe(await countItemOf(agent, '/api/member/list?userSttsCd=LOCK'));
  expect(figures.pendingMbrCnt).toBe(await countItemOf(agent, '/api/member/list?userSttsCd=PNDG'));
  expect(figures.pendingAdminCnt).toBe(await countItemOf(agent, '/api/manager/list?userSttsCd=PNDG'));
  const qna = figures.qnaWaiting.find((row) => row.boardId === qnaBoardId);
  expect(qna).toEqual({ boardId: qnaBoardId, boardNm: '묻고 답하기 시험', cnt: 2 });
  expect(qna?.cnt).toBe(await countItemOf(agent, `/api/postMng/list?boardId=${qnaBoardId}&ansYn=N`));
});
