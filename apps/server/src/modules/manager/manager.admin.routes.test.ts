import { JOIN_MESSAGES, MANAGER_MESSAGES, PASSWORD_MESSAGES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { userSession } from '../auth/session.table.js';
import { mbr } from '../member/member.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });

const newAdmin = (values: Partial<typeof mbr.$inferInsert> = {}) =>
  createMember(ctx.database.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF', userNm: '김관리', ...values });
const row = async (userId: string) => (await ctx.database.db.select().from(mbr).where(eq(mbr.userId, userId)))[0]!;
const logsOf = (actorUserId: string, trgtUserId: string) =>
  ctx.database.db
    .select()
    .from(indvdlInfoAcsLog)
    .where(and(eq(indvdlInfoAcsLog.actorUserId, actorUserId), eq(indvdlInfoAcsLog.trgtUserId, trgtUserId)));

test('a SUPER lists administrators (names masked) and views one in full, the view logged', async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  const staff = await newAdmin({ instNm: '진로교육원', totpSecretEnc: 'x', totpLastStep: 3 });
  const list = await call(agent, 'GET', `/api/manager/list?searchCnd=userId&searchWrd=${staff.userId}`);
  expect(list.statusCode).toBe(200);
  expect(list.json().list).toEqual([
    expect.objectContaining({ userId: staff.userId, userNm: '김*리', admRoleCd: 'STAFF', otpEnrlYn: 'Y', userSttsCd: 'ACTV' }),
  ]);
  const users = await call(agent, 'GET', '/api/manager/list?maxResults=100');
  expect(users.json().list.every((m: { userId: string }) => !m.userId.startsWith('student'))).toBe(true);

  const detail = await call(agent, 'GET', `/api/manager/${staff.userId}`);
  expect(detail.json()).toMatchObject({ userId: staff.userId, userNm: '김관리', instNm: '진로교육원', selfYn: 'N' });
  expect(await logsOf('admin', staff.userId)).toEqual([expect.objectContaining({ actnCd: 'VIEW', actorIp: '127.0.0.1' })]);
  expect((await call(agent, 'GET', '/api/manager/student1')).statusCode).toBe(404);
});

test('a SUPER creates an administrator who must then enrol an authenticator', async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  const body = { userId: 'newstaff1', userNm: '신규직원', admRoleCd: 'INST', instNm: '진로센터', pswd: 'Strong!pass42', pswdCnfm: 'Strong!pass42' };
  const res = await call(agent, 'POST', '/api/manager', body);
  expect(res.json()).toEqual({ userId: 'newstaff1' });
  expect(await row('newstaff1')).toMatchObject({
    userTypeCd: 'A',
    admRoleCd: 'INST',
    mbrTypeAuthrt: 'IM01',
    userSttsCd: 'ACTV',
    approvedBy: 'admin',
    totpSecretEnc: null,
  });
  expect(await logsOf('admin', 'newstaff1')).toEqual([expect.objectContaining({ actnCd: 'UPDATE', trgtDesc: '관리자 계정 생성' })]);

  expect((await call(agent, 'POST', '/api/manager', body)).json().data.fieldErrors.userId).toBe(JOIN_MESSAGES.userIdTaken);
  expect((await call(agent, 'POST', '/api/manager', { ...body, userId: 'student1' })).json().data.fieldErrors.userId).toBe(JOIN_MESSAGES.userIdTaken);
  expect((await call(agent, 'POST', '/api/manager', { ...body, userId: 'adminx2' })).json().data.fieldErrors.userId).toBe(JOIN_MESSAGES.userIdReserved);
  const weak = await call(agent, 'POST', '/api/manager', { ...body, userId: 'newstaff2', pswd: 'short', pswdCnfm: 'short' });
  expect(weak.json().data.fieldErrors.pswd).toBe(PASSWORD_MESSAGES.rule);
  const noInst = await call(agent, 'POST', '/api/manager', { ...body, userId: 'newstaff3', instNm: '' });
  expect(noInst.json().data.fieldErrors.instNm).toBe(MANAGER_MESSAGES.instRequired);
});

test('role change, approval, lock and unlock, OTP reset and delete', async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  const staff = await newAdmin({ totpSecretEnc: 'x', totpLastStep: 9 });
  expect((await call(agent, 'PUT', `/api/manager/${staff.userId}/role`, { admRoleCd: 'SUPER' })).json()).toEqual({ result: 'SUCCESS' });
  expect(await row(staff.userId)).toMatchObject({ admRoleCd: 'SUPER', mbrTypeAuthrt: 'AD01' });
  expect((await call(agent, 'PUT', `/api/manager/${staff.userId}/role`, { admRoleCd: 'SUPER' })).json().message).toBe(MANAGER_MESSAGES.sameRole);

  const pending = await newAdmin({ userSttsCd: 'PNDG', mbrTypeAuthrt: 'IM01', admRoleCd: null, instNm: '진로센터' });
  expect((await call(agent, 'POST', `/api/manager/${pending.userId}/approve`, { admRoleCd: 'INST' })).statusCode).toBe(200);
  expect(await row(pending.userId)).toMatchObject({ userSttsCd: 'ACTV', admRoleCd: 'INST', instNm: '진로센터', approvedBy: 'admin' });
  expect((await call(agent, 'POST', `/api/manager/${pending.userId}/approve`, { admRoleCd: 'INST' })).json().message).toBe(MANAGER_MESSAGES.notPending);

  const staffAgent = await sessionFor(ctx.app, staff.userId, 'ADMIN');
  expect((await call(agent, 'POST', `/api/manager/${staff.userId}/lock`)).statusCode).toBe(200);
  expect((await row(staff.userId)).userSttsCd).toBe('LOCK');
  expect(await ctx.database.db.select().from(userSession).where(eq(userSession.userId, staff.userId))).toEqual([]);
  expect((await call(staffAgent, 'GET', '/api/dashboard/view')).statusCode).toBe(401);
  expect((await call(agent, 'POST', `/api/manager/${staff.userId}/unlock`)).statusCode).toBe(200);
  expect((await call(agent, 'POST', `/api/manager/${staff.userId}/unlock`)).json().message).toBe(MANAGER_MESSAGES.notLocked);

  expect((await call(agent, 'POST', `/api/manager/${staff.userId}/otp-reset`)).statusCode).toBe(200);
  expect(await row(staff.userId)).toMatchObject({ totpSecretEnc: null, totpLastStep: null, userSttsCd: 'ACTV' });

  expect((await call(agent, 'DELETE', `/api/manager/${staff.userId}`)).statusCode).toBe(200);
  expect(await row(staff.userId)).toMatchObject({ userSttsCd: 'WTDR', pswdHash: null, userNm: MANAGER_MESSAGES.deleted });
  expect((await call(agent, 'POST', `/api/manager/${staff.userId}/lock`)).statusCode).toBe(404);
  const actions = (await logsOf('admin', staff.userId)).map((l) => l.actnCd);
  expect(actions).toEqual(['UPDATE', 'UPDATE', 'UPDATE', 'UPDATE', 'DELETE']);
});

test('nobody can demote, lock, reset or delete themselves; the last active SUPER always remains', async () => {
  const only = await sessionFor(ctx.app, 'admin');
  for (const [method, url, payload] of [
    ['PUT', '/api/manager/admin/role', { admRoleCd: 'STAFF' }],
    ['POST', '/api/manager/admin/lock'],
    ['POST', '/api/manager/admin/otp-reset'],
    ['DELETE', '/api/manager/admin'],
  ] as [TMethod, string, object?][]) {
    const res = await call(only, method, url, payload);
    expect(res.statusCode, url).toBe(400);
    expect(res.json().message).toBe(MANAGER_MESSAGES.self);
  }
  expect(await row('admin')).toMatchObject({ admRoleCd: 'SUPER', userSttsCd: 'ACTV' });

  // two SUPERs demoting each other at once: one wins, one SUPER remains
  const a = await newAdmin({ admRoleCd: 'SUPER' });
  const b = await newAdmin({ admRoleCd: 'SUPER' });
  const [agentA, agentB] = [await sessionFor(ctx.app, a.userId, 'ADMIN'), await sessionFor(ctx.app, b.userId, 'ADMIN')];
  const answers = await Promise.all([
    call(agentA, 'PUT', `/api/manager/${b.userId}/role`, { admRoleCd: 'STAFF' }),
    call(agentB, 'PUT', `/api/manager/${a.userId}/role`, { admRoleCd: 'STAFF' }),
  ]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  const roles = [(await row(a.userId)).admRoleCd, (await row(b.userId)).admRoleCd].sort();
  expect(roles).toEqual(['STAFF', 'SUPER']);
});

test('denied: other admin roles 403, a demoted SUPER at once, a user session 403, a guest 401', async () => {
  const staff = await newAdmin();
  const staffAgent = await sessionFor(ctx.app, staff.userId, 'ADMIN');
  for (const [method, url, payload] of [
    ['GET', '/api/manager/list'],
    ['GET', '/api/manager/admin'],
    ['POST', '/api/manager', { userId: 'sneaky1', userNm: '몰래', admRoleCd: 'SUPER', pswd: 'Strong!pass42', pswdCnfm: 'Strong!pass42' }],
    ['PUT', `/api/manager/${staff.userId}/role`, { admRoleCd: 'SUPER' }],
    ['POST', '/api/manager/admin/lock'],
    ['POST', '/api/manager/admin/otp-reset'],
    ['DELETE', '/api/manager/admin'],
  ] as [TMethod, string, object?][]) {
    const res = await call(staffAgent, method, url, payload);
    expect(res.statusCode, `${method} ${url}`).toBe(403);
    expect(res.json().message).toBe(MANAGER_MESSAGES.superOnly);
  }
  expect((await row(staff.userId)).admRoleCd).toBe('STAFF');

  const former = await newAdmin({ admRoleCd: 'SUPER', mbrTypeAuthrt: 'AD01' });
  const formerAgent = await sessionFor(ctx.app, former.userId, 'ADMIN');
  expect((await call(formerAgent, 'GET', '/api/manager/list')).statusCode).toBe(200);
  await call(await sessionFor(ctx.app, 'admin'), 'PUT', `/api/manager/${former.userId}/role`, { admRoleCd: 'STAFF' });
  expect((await call(formerAgent, 'GET', '/api/manager/list')).statusCode).toBe(403);

  const user = await createMember(ctx.database.db);
  expect((await call(await sessionFor(ctx.app, user.userId), 'GET', '/api/manager/list')).statusCode).toBe(403);
  expect((await call(await anonymousAgent(ctx.app), 'GET', '/api/manager/list')).statusCode).toBe(401);
  expect((await call(await anonymousAgent(ctx.app), 'POST', '/api/manager/admin/lock')).statusCode).toBe(401);
});
