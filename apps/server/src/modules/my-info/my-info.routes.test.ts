import { randomBytes } from 'node:crypto';
import { LOGIN_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, postAs, sessionFor, TEST_PASSWORD, type TAgent } from '../../test/identity.js';
import { cookiesOf, useTestApp } from '../../test/test-app.js';
import { SESSION_COOKIE } from '../auth/index.js';
import { mbr } from '../member/member.table.js';
import { socialAcnt } from '../social-login/social-login.table.js';

const ctx = useTestApp();
const post = (agent: TAgent, url: string, payload?: object) => postAs(ctx.app, agent, url, payload);
const get = (agent: TAgent) => ctx.app.inject({ method: 'GET', url: '/icec/api/myInfo', headers: agent.headers });
const put = (agent: TAgent, payload: object) => ctx.app.inject({ method: 'PUT', url: '/icec/api/myInfo', headers: agent.headers, payload });
const rowOf = async (userId: string) => (await ctx.database.db.select().from(mbr).where(eq(mbr.userId, userId)))[0]!;

const student = () =>
  createMember(ctx.database.db, {
    userNm: '김학생',
    userTypeCd: 'S',
    mbrTypeAuthrt: 'ST01',
    brdt: '2012-03-01',
    email: 'kim@example.com',
    mblTelno: '010-1111-2222',
    schlNm: '서울중학교',
    grd: 2,
    clsNm: '3',
    ciHash: `ci-${randomBytes(8).toString('hex')}`,
  });

test('a member reads their own data, never cached', async () => {
  const member = await student();
  await ctx.database.db.insert(socialAcnt).values({ providerCd: 'kakao', subject: `k-${member.userId}`, userId: member.userId });
  const res = await get(await sessionFor(ctx.app, member.userId));
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  expect(res.json()).toMatchObject({
    userId: member.userId,
    userNm: '김학생',
    brdt: '2012-03-01',
    mbrTypeAuthrt: 'ST01',
    mbrTypeNm: '학생(초·중학생)',
    email: 'kim@example.com',
    mblTelno: '010-1111-2222',
    schlNm: '서울중학교',
    grd: 2,
    clsNm: '3',
    schlTypeCd: 'MD01',
    socialProviders: ['kakao'],
  });
  // no secret leaves the server
  expect(res.body).not.toMatch(/pswdHash|ciHash|totp/);
});

test('my info is refused to guests (401) and to administrators (403)', async () => {
  const anon = await anonymousAgent(ctx.app);
  expect((await get(anon)).statusCode).toBe(401);
  expect((await put(anon, { email: 'x@example.com' })).statusCode).toBe(401);
  expect((await post(anon, '/icec/api/myInfo/withdraw', { pswd: TEST_PASSWORD })).res.statusCode).toBe(401);
  const admin = await sessionFor(ctx.app, 'admin');
  const res = await get(admin);
  expect(res.statusCode).toBe(403);
  expect(res.json().data.isAdmin).toBe(true);
  expect((await post(admin, '/icec/api/myInfo/withdraw', { pswd: 'Demo!2026' })).res.statusCode).toBe(403);
});

test('an edit changes only the editable fields; type, authority, name and birth date sent by the client are ignored', async () => {
  const member = await student();
  const agent = await sessionFor(ctx.app, member.userId);
  const res = await put(agent, {
    email: 'new@example.com',
    mblTelno: '01099998888',
    zip: '03154',
    addr: '서울특별시 종로구 세종대로 209',
    addrDtl: '101호',
    schlNm: '한강중학교',
    grd: '3',
    clsNm: '',
    userTypeCd: 'A',
    mbrTypeAuthrt: 'AD01',
    userNm: '바뀐이름',
    brdt: '1980-01-01',
    userId: 'admin',
    userSttsCd: 'ACTV',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ email: 'new@example.com', mblTelno: '010-9999-8888', zip: '03154', grd: 3, clsNm: null, userNm: '김학생' });
  const row = await rowOf(member.userId);
  expect(row).toMatchObject({ userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm: '김학생', brdt: '2012-03-01', addrDtl: '101호', updatedBy: member.userId });
  expect((await rowOf('admin')).userNm).not.toBe('바뀐이름');
});

test('an edit with bad values answers field errors in Korean and changes nothing', async () => {
  const member = await student();
  const agent = await sessionFor(ctx.app, member.userId);
  const res = await put(agent, { email: 'not-an-email', mblTelno: '02-123-4567', zip: '12', grd: '9' });
  expect(res.statusCode).toBe(400);
  expect(res.json().data.fieldErrors).toEqual({
    email: '올바른 이메일 형식이 아닙니다.',
    mblTelno: '휴대전화번호 형식이 올바르지 않습니다.',
    zip: '우편번호는 숫자 5자리입니다.',
    grd: '6 이하의 값을 입력해 주세요.',
  });
  expect((await rowOf(member.userId)).email).toBe('kim@example.com');
});

test('withdrawal needs the password', async () => {
  const member = await student();
  const agent = await sessionFor(ctx.app, member.userId);
  const { res } = await post(agent, '/icec/api/myInfo/withdraw', { pswd: 'Wrong!pass2026' });
  expect(res.statusCode).toBe(400);
  expect(res.json().data.fieldErrors.pswd).toBe('현재 비밀번호가 일치하지 않습니다.');
  expect((await rowOf(member.userId)).userSttsCd).toBe('ACTV');
  expect((await get(agent)).statusCode).toBe(200);
});

test('withdrawal clears the personal data, unlinks providers, ends every session, and the member cannot log in', async () => {
  const member = await student();
  await ctx.database.db.insert(socialAcnt).values({ providerCd: 'naver', subject: `n-${member.userId}`, userId: member.userId });
  const agent = await sessionFor(ctx.app, member.userId);
  const otherBrowser = await sessionFor(ctx.app, member.userId);
  const { res } = await post(agent, '/icec/api/myInfo/withdraw', { pswd: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ result: 'SUCCESS' });
  expect(cookiesOf(res)[SESSION_COOKIE]).toBe('');

  const row = await rowOf(member.userId);
  expect(row).toMatchObject({
    userSttsCd: 'WTDR',
    userNm: '탈퇴회원',
    brdt: null,
    email: null,
    mblTelno: null,
    zip: null,
    addr: null,
    addrDtl: null,
    schlNm: null,
    grd: null,
    clsNm: null,
    ciHash: null,
    pswdHash: null,
  });
  expect(row.withdrawnAt).not.toBeNull();
  expect(await ctx.database.db.select().from(socialAcnt).where(eq(socialAcnt.userId, member.userId))).toEqual([]);
  expect((await get(agent)).statusCode).toBe(401);
  expect((await get(otherBrowser)).statusCode).toBe(401);

  const anon = await anonymousAgent(ctx.app);
  const relogin = await post(anon, '/icec/api/login/login-proc', { userId: member.userId, pswd: TEST_PASSWORD });
  expect(relogin.res.statusCode).toBe(400);
  expect(relogin.res.json().message).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
});

test('five wrong passwords at withdrawal lock the account like logins, end the session and withdraw nothing', async () => {
  const member = await student();
  const agent = await sessionFor(ctx.app, member.userId);
  for (let i = 0; i < 4; i++) {
    const { res } = await post(agent, '/icec/api/myInfo/withdraw', { pswd: 'Wrong!pass2026' });
    expect(res.json().data.fieldErrors.pswd).toBe('현재 비밀번호가 일치하지 않습니다.');
  }
  const { res } = await post(agent, '/icec/api/myInfo/withdraw', { pswd: 'Wrong!pass2026' });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'LOCKED_LOGOUT', message: LOGIN_MESSAGES.lockedLoggedOut });
  expect((await get(agent)).statusCode).toBe(401);
  // the right password now finds the account locked and the session gone
  expect((await post(agent, '/icec/api/myInfo/withdraw', { pswd: TEST_PASSWORD })).res.statusCode).toBe(401);
  const row = await rowOf(member.userId);
  expect(row.userSttsCd).toBe('ACTV');
  expect(row.lockedUntil).not.toBeNull();
  expect(row.email).toBe('kim@example.com');
});
