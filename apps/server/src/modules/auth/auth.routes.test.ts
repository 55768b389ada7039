import { createGuardrails, generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent as anonymous, createMember, postAs, TEST_PASSWORD, type TAgent } from '../../test/identity.js';
import { cookiesOf, useTestApp } from '../../test/test-app.js';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../member/index.js';
import { mbr } from '../member/member.table.js';
import { SESSION_COOKIE } from './session.plugin.js';

const ctx = useTestApp({ SESSION_IDLE_MINUTES: '30' });

const anonymousAgent = () => anonymous(ctx.app);
const post = (agent: TAgent, url: string, payload?: object) => postAs(ctx.app, agent, url, payload);

test('a member logs in, gets a new session id, and reads the login user info', async () => {
  const member = await createMember(ctx.database.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', brdt: '2012-03-01' });
  const anon = await anonymousAgent();
  const { res, agent } = await post(anon, '/icec/api/login/login-proc', { userId: member.userId, pswd: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  expect(res.json().step).toBe('DONE');
  expect(res.json().loginUserInfo).toMatchObject({ userId: member.userId, isLogin: 'Y', userTypeCd: 'S', schlTypeCd: 'MD01' });
  expect(agent.sid).toBeTruthy();
  const info = await post(agent, '/icec/api/login/getLoginUserInfo');
  expect(info.res.json().loginUserInfo.userId).toBe(member.userId);
  expect((await post(agent, '/icec/api/login/isLogin')).res.json()).toEqual({ isLogin: 'Y' });
  // the session id changes at every login (SECURITY 12)
  const again = await post(agent, '/icec/api/login/login-proc', { userId: member.userId, pswd: TEST_PASSWORD });
  expect(again.agent.sid).not.toBe(agent.sid);
  expect((await post(agent, '/icec/api/login/isLogin')).res.json()).toEqual({ isLogin: 'N' });
});

test('unknown id and wrong password answer the same', async () => {
  const member = await createMember(ctx.database.db);
  const anon = await anonymousAgent();
  const a = await post(anon, '/icec/api/login/login-proc', { userId: 'nobodyhere', pswd: 'x' });
  const b = await post(anon, '/icec/api/login/login-proc', { userId: member.userId, pswd: 'wrong' });
  expect(a.res.statusCode).toBe(400);
  expect(a.res.json()).toEqual(b.res.json());
});

test('parallel wrong passwords lock the account after five failures; the right password is then refused', async () => {
  const member = await createMember(ctx.database.db);
  const anon = await anonymousAgent();
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => post(anon, '/icec/api/login/login-proc', { userId: member.userId, pswd: 'Wrong!pass99' })),
  );
  expect(answers.every((a) => a.res.statusCode === 400)).toBe(true);
  const [row] = await ctx.database.db.select().from(mbr).where(eq(mbr.userId, member.userId));
  expect(row!.lockedUntil).not.toBeNull();
  const right = await post(anon, '/icec/api/login/login-proc', { userId: member.userId, pswd: TEST_PASSWORD });
  expect(right.res.statusCode).toBe(400);
  expect(right.res.json().message).toContain('잠겼습니다');
});

test('an admin account cannot log in to the user service', async () => {
  const anon = await anonymousAgent();
  const { res } = await post(anon, '/icec/api/login/login-proc', { userId: 'admin', pswd: DEMO_PASSWORD });
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe('관리자 계정으로는 사용자 서비스에 로그인할 수 없습니다.');
});

test('admin login needs id, password and a single-use OTP code', async () => {
  const anon = await anonymousAgent();
  const missing = await post(anon, '/api/login/login-proc', { userId: 'admin', pswd: DEMO_PASSWORD });
  expect(missing.res.statusCode).toBe(400);
  const otpCd = await generate({ secret: DEMO_ADMIN_TOTP_SECRET, guardrails: createGuardrails({ MIN_SECRET_BYTES: 10 }) });
  const ok = await post(anon, '/api/login/login-proc', { userId: 'admin', pswd: DEMO_PASSWORD, otpCd });
  expect(ok.res.statusCode).toBe(200);
  expect(ok.res.json().loginUserInfo.userTypeCd).toBe('A');
  expect((await post(ok.agent, '/api/login/isLogin')).res.json()).toEqual({ isLogin: 'Y' });
  // the same code again is refused
  const replay = await post(anon, '/api/login/login-proc', { userId: 'admin', pswd: DEMO_PASSWORD, otpCd });
  expect(replay.res.statusCode).toBe(400);
  expect(replay.res.json().message).toBe('일회용 인증번호(OTP)가 올바르지 않습니다.');
});

test('a token from another session is refused', async () => {
  const a = await createMember(ctx.database.db);
  const b = await createMember(ctx.database.db);
  const agentA = (await post(await anonymousAgent(), '/icec/api/login/login-proc', { userId: a.userId, pswd: TEST_PASSWORD })).agent;
  const agentB = (await post(await anonymousAgent(), '/icec/api/login/login-proc', { userId: b.userId, pswd: TEST_PASSWORD })).agent;
  const mixed: TAgent = { sid: agentA.sid, headers: { ...agentA.headers, 'x-xsrf-token': agentB.headers['x-xsrf-token'] } };
  const cookie = mixed.headers.cookie.replace(/XSRF-TOKEN=[^;]+/, `XSRF-TOKEN=${agentB.headers['x-xsrf-token']}`);
  const res = await ctx.app.inject({ method: 'POST', url: '/icec/api/login/extend', headers: { ...mixed.headers, cookie } });
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('CSRF');
});

test('logout works only as a same-site navigation and kills the session on the server', async () => {
  const m = await createMember(ctx.database.db);
  const { agent } = await post(await anonymousAgent(), '/icec/api/login/login-proc', { userId: m.userId, pswd: TEST_PASSWORD });
  const cross = await ctx.app.inject({ url: '/icec/api/login/logout-proc', headers: { cookie: agent.headers.cookie, 'sec-fetch-site': 'cross-site' } });
  expect(cross.statusCode).toBe(403);
  expect((await post(agent, '/icec/api/login/isLogin')).res.json()).toEqual({ isLogin: 'Y' });
  const same = await ctx.app.inject({ url: '/icec/api/login/logout-proc', headers: { cookie: agent.headers.cookie, 'sec-fetch-site': 'same-origin' } });
  expect(same.statusCode).toBe(303);
  expect(same.headers.location).toBe('/main');
  expect(cookiesOf(same)[SESSION_COOKIE]).toBe('');
  expect((await post(agent, '/icec/api/login/isLogin')).res.json()).toEqual({ isLogin: 'N' });
});

test('extend is refused to a guest', async () => {
  const res = await post(await anonymousAgent(), '/icec/api/login/extend');
  expect(res.res.statusCode).toBe(401);
});
