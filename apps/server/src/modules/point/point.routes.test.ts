import { POINT_MESSAGES as M } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs, memberAgent, type TMethod } from '../../test/board.test-helper.js';
import { anonymousAgent, createMember, TEST_PASSWORD, type TAgent } from '../../test/identity.js';
import { getBrowserCookies, useTestApp } from '../../test/test-app.js';
import { pointLedger, pointRule } from './point.table.js';

const ctx = useTestApp();
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const ledgerOf = (userId: string) => ctx.database.db.select().from(pointLedger).where(eq(pointLedger.userId, userId)).orderBy(pointLedger.ledgerId);

async function login(userId: string) {
  const { cookie, token } = await getBrowserCookies(ctx.app);
  return ctx.app.inject({
    method: 'POST',
    url: '/icec/api/login/login-proc',
    headers: { cookie, 'x-xsrf-token': token },
    payload: { userId, pswd: TEST_PASSWORD },
  });
}

test('a student earns LGN on the first login of a day and not on the second; others earn nothing', async () => {
  const student = await createMember(ctx.app.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01' });
  const teacher = await createMember(ctx.app.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  for (const userId of [student.userId, student.userId, teacher.userId]) expect((await login(userId)).statusCode).toBe(200);
  const rows = await ledgerOf(student.userId);
  expect(rows.map((r) => [r.pointTypeCd, r.points, r.balanceAfter, r.reason])).toEqual([['LGN', 10, 10, '로그인']]);
  expect(await ledgerOf(teacher.userId)).toEqual([]);
});

test('a login still owing a step (a first password change) earns no LGN', async () => {
  const student = await createMember(ctx.app.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', eblcRegYn: 'Y', pswdChgAt: null });
  const res = await login(student.userId);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ step: 'PSWD_CHG' });
  expect(await ledgerOf(student.userId)).toEqual([]);
});

test('myPoint and the history answer a student; a teacher, a general member and a guest are refused', async () => {
  const student = await memberAgent(ctx.app, 'S');
  expect((await call(student.agent, 'GET', '/icec/api/cmpnPointAply/myPoint')).json()).toEqual({ result: 0 });
  for (const type of ['T', 'G'] as const) {
    const other = await memberAgent(ctx.app, type);
    const res = await call(other.agent, 'GET', '/icec/api/cmpnPointAply/myPoint');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.holderOnly);
    expect((await call(other.agent, 'GET', '/icec/api/cmpnPointAply/history')).statusCode).toBe(403);
  }
  expect((await call(await anonymousAgent(ctx.app), 'GET', '/icec/api/cmpnPointAply/myPoint')).statusCode).toBe(401);
});

test("insertPoint credits the code's amount once a day, refuses another amount, and credits nothing to a teacher", async () => {
  const student = await memberAgent(ctx.app, 'S');
  const url = '/icec/api/cmpnPointAply/insertPoint';
  const refused = await call(student.agent, 'POST', url, { pointTypeCd: 'INFO', userPoint: 999999 });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe(M.amountMismatch(5));
  expect(await ledgerOf(student.userId)).toEqual([]);

  expect((await call(student.agent, 'POST', url, { pointTypeCd: 'INFO', userPoint: 5 })).json()).toEqual({ result: 'SUCCESS', userPoint: 5, myPoint: 5 });
  expect((await call(student.agent, 'POST', url, { pointTypeCd: 'INFO', userPoint: 5 })).json()).toEqual({ result: 'SUCCESS', userPoint: 0, myPoint: 5 });
  expect((await call(student.agent, 'POST', url, { pointTypeCd: 'CMNT', userPoint: 5 })).json().message).toBe(M.clientOff);
  expect((await call(student.agent, 'POST', url, { pointTypeCd: 'GDS', userPoint: 5 })).statusCode).toBe(400);
  expect((await ledgerOf(student.userId)).map((r) => r.points)).toEqual([5]);

  const teacher = await memberAgent(ctx.app, 'T');
  const denied = await call(teacher.agent, 'POST', url, { pointTypeCd: 'INFO', userPoint: 5 });
  expect(denied.statusCode).toBe(403);
  expect(await ledgerOf(teacher.userId)).toEqual([]);
});

test('a type switched off earns nothing', async () => {
  await ctx.database.db.update(pointRule).set({ useYn: 'N' }).where(eq(pointRule.pointTypeCd, 'INFO'));
  const student = await memberAgent(ctx.app, 'S');
  const res = await call(student.agent, 'POST', '/icec/api/cmpnPointAply/insertPoint', { pointTypeCd: 'INFO', userPoint: 5 });
  expect(res.json()).toMatchObject({ userPoint: 0, myPoint: 0 });
  await ctx.database.db.update(pointRule).set({ useYn: 'Y' }).where(eq(pointRule.pointTypeCd, 'INFO'));
});
