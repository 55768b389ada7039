import { randomBytes } from 'node:crypto';
import { LOGIN_MESSAGES, MY_INFO_MESSAGES, SCHOOL_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, postAs, sessionFor, TEST_PASSWORD, withCookies, type TAgent } from '../../test/identity.js';
import { cookiesOf, useTestApp } from '../../test/test-app.js';
import { SESSION_COOKIE } from '../auth/index.js';
import { mbr } from '../member/member.table.js';
import { socialAcnt } from '../social-login/social-login.table.js';

const ctx = useTestApp();
const post = (agent: TAgent, url: string, payload?: object) => postAs(ctx.app, agent, url, payload);
const get = (agent: TAgent) => ctx.app.inject({ method: 'GET', url: '/icec/api/myInfo', headers: agent.headers });
const put = (agent: TAgent, payload: object) => ctx.app.inject({ method: 'PUT', url: '/icec/api/myInfo', headers: agent.headers, payload });
/** A session that gave its password again (POST /icec/api/myInfo/pswdCheck), as the edit and withdrawal need. */
async function checkedSession(userId: string): Promise<TAgent> {
  const { res, agent } = await post(await sessionFor(ctx.app, userId), '/icec/api/myInfo/pswdCheck', { pswd: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  return agent;
}
const rowOf = async (userId: string) => (await ctx.database.db.select().from(mbr).where(eq(mbr.userId, userId)))[0]!;

const student = () =>
  createMember(ctx.database.db, {
    userNm: '김학생',
    userTypeCd: 'S',
    mbrTypeAuthrt: 'ST01',
    brdt: '2012-03-01',
    email: 'kim@example.com',
    mblTelno: '010-1111-2222',
    schlCd: '9990004',
    schlNm: '진로중학교',
    schlTypeCd: 'MD01',
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
    schlCd: '9990004',
    schlNm: '진로중학교',
    grd: 2,
    clsNm: '3',
    schlTypeCd: 'MD01',
    socialProviders: ['kakao'],
    pswdYn: 'Y',
  });
  // no secret leaves the server
  expect(res.body).not.toMatch(/pswdHash|ciHash|totp/);
});

test('my info is refused to guests (401) and to administrators (403)', async () => {
  const anon = await anonymousAgent(ctx.app);
  expect((await get(anon)).statusCode).toBe(401);
  expect((await put(anon, { email: 'x@example.com' })).statusCode).toBe(401);
  expect((await post(anon, '/icec/api/myInfo/withdraw')).res.statusCode).toBe(401);
  expect((await post(anon, '/icec/api/myInfo/pswdCheck', { pswd: TEST_PASSWORD })).res.statusCode).toBe(401);
  const admin = await sessionFor(ctx.app, 'admin');
  const res = await get(admin);
  expect(res.statusCode).toBe(403);
  expect(res.json().data.isAdmin).toBe(true);
  expect((await post(admin, '/icec/api/myInfo/pswdCheck', { pswd: 'Demo!2026' })).res.statusCode).toBe(403);
  expect((await post(admin, '/icec/api/myInfo/withdraw')).res.statusCode).toBe(403);
});

test('denied: an edit or withdrawal without the password check is a 403 in Korean and changes nothing', async () => {
  const member = await student();
  const agent = await sessionFor(ctx.app, member.userId);
  const edit = await put(agent, { email: 'new@example.com', schlCd: '9990004', grd: '2' });
  expect(edit.statusCode).toBe(403);
  expect(edit.json()).toMatchObject({ message: MY_INFO_MESSAGES.pswdCheckRequired, data: { returnUrl: '/myPage/myInfo' } });
  const out = await post(agent, '/icec/api/myInfo/withdraw');
  expect(out.res.statusCode).toBe(403);
  expect(out.res.json().message).toBe(MY_INFO_MESSAGES.pswdCheckRequired);
  expect(await rowOf(member.userId)).toMatchObject({ email: 'kim@example.com', userSttsCd: 'ACTV' });
});

test('denied: a wrong password marks nothing; a mark is bound to its session, cannot be forged and ends with its time', async () => {
  const member = await student();
  const other = await student();
  const wrong = await post(await sessionFor(ctx.app, member.userId), '/icec/api/myInfo/pswdCheck', { pswd: 'Wrong!pass2026' });
  expect(wrong.res.statusCode).toBe(400);
  expect(wrong.res.json().data.fieldErrors.pswd).toBe(MY_INFO_MESSAGES.curPswdMismatch);
  expect(wrong.res.cookies.find((c) => c.name === 'PORTAL_PSWD_CHECK')).toBeUndefined();

  const checked = await post(await sessionFor(ctx.app, member.userId), '/icec/api/myInfo/pswdCheck', { pswd: TEST_PASSWORD });
  const mark = checked.res.cookies.find((c) => c.name === 'PORTAL_PSWD_CHECK')!;
  expect(mark).toMatchObject({ path: '/icec/api/myInfo', httpOnly: true, sameSite: 'Strict', maxAge: 600 });
  const until = Date.parse(checked.res.json().validUntil);
  expect(until - Date.now()).toBeGreaterThan(590_000);
  expect(until - Date.now()).toBeLessThanOrEqual(600_000);
  // the same member's other session, another member's session, a forged or stretched deadline
  const elsewhere = withCookies(await sessionFor(ctx.app, member.userId), { PORTAL_PSWD_CHECK: mark.value });
  const stranger = withCookies(await sessionFor(ctx.app, other.userId), { PORTAL_PSWD_CHECK: mark.value });
  const [, signature] = mark.value.split('.');
  const stretched = withCookies(checked.agent, { PORTAL_PSWD_CHECK: `${until + 3_600_000}.${signature}` });
  const expired = withCookies(checked.agent, { PORTAL_PSWD_CHECK: `${Date.now() - 1}.${signature}` });
  for (const agent of [elsewhere, stranger, stretched, expired]) {
    expect((await put(agent, { email: 'x@example.com', schlCd: '9990004', grd: '2' })).statusCode).toBe(403);
    expect((await post(agent, '/icec/api/myInfo/withdraw')).res.statusCode).toBe(403);
  }
  expect((await rowOf(member.userId)).email).toBe('kim@example.com');
  expect((await rowOf(other.userId)).userSttsCd).toBe('ACTV');
  expect((await put(checked.agent, { email: 'x@example.com', schlCd: '9990004', grd: '2' })).statusCode).toBe(200);
});

test('an account without a password (social login only) is told how to make one', async () => {
  const member = await createMember(ctx.database.db, { pswdHash: null });
  const agent = await sessionFor(ctx.app, member.userId);
  expect((await get(agent)).json().pswdYn).toBe('N');
  const { res } = await post(agent, '/icec/api/myInfo/pswdCheck', { pswd: TEST_PASSWORD });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'NO_PSWD', message: MY_INFO_MESSAGES.noPswd });
  expect((await rowOf(member.userId)).loginFailCnt).toBe(0);
});

test('an edit changes only the editable fields; type, authority, name and birth date sent by the client are ignored', async () => {
  const member = await student();
  const agent = await checkedSession(member.userId);
  const res = await put(agent, {
    email: 'new@example.com',
    mblTelno: '01099998888',
    zip: '03154',
    addr: '서울특별시 종로구 세종대로 209',
    addrDtl: '101호',
    schlCd: '9990006',
    schlNm: '가짜고등학교',
    schlTypeCd: 'EL01',
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
  // the school's name and type come from the school list
  expect(row).toMatchObject({ schlCd: '9990006', schlNm: '진로고등학교', schlTypeCd: 'HI01' });
  expect((await rowOf('admin')).userNm).not.toBe('바뀐이름');
});

test('an edit with bad values answers field errors in Korean and changes nothing', async () => {
  const member = await student();
  const agent = await checkedSession(member.userId);
  const res = await put(agent, { email: 'not-an-email', mblTelno: '02-123-4567', zip: '12', grd: '9' });
  expect(res.statusCode).toBe(400);
  expect(res.json().data.fieldErrors).toEqual({
    email: '올바른 이메일 형식이 아닙니다.',
    mblTelno: '휴대전화번호 형식이 올바르지 않습니다.',
    zip: '우편번호는 숫자 5자리입니다.',
    grd: '6 이하의 값을 입력해 주세요.',
  });
  expect((await rowOf(member.userId)).email).toBe('kim@example.com');
  // a student keeps a school from the list, with a grade that school has
  const noSchool = await put(agent, { schlCd: '', grd: '' });
  expect(noSchool.json().data.fieldErrors.schlCd).toBe(SCHOOL_MESSAGES.schlRequired);
  const unknown = await put(agent, { schlCd: '1234567', grd: '1' });
  expect(unknown.json().data.fieldErrors.schlCd).toBe(SCHOOL_MESSAGES.notInList);
  const fourth = await put(agent, { schlCd: '9990005', grd: '4' });
  expect(fourth.json().data.fieldErrors.grd).toBe(SCHOOL_MESSAGES.grd(3));
  expect(await rowOf(member.userId)).toMatchObject({ schlCd: '9990004', grd: 2 });
});

test('a general member has no school: school fields sent are not stored', async () => {
  const member = await createMember(ctx.database.db);
  const res = await put(await checkedSession(member.userId), { email: 'g@example.com', schlCd: '9990004', grd: '2', clsNm: '1' });
  expect(res.statusCode).toBe(200);
  expect(await rowOf(member.userId)).toMatchObject({ email: 'g@example.com', schlCd: null, schlNm: null, grd: null, clsNm: null });
});

test("a teacher's school comes only from approval (issue 18): my info refuses to change it, keeps it, and still saves the contact", async () => {
  const school = { schlCd: '9990004', schlNm: '진로중학교', schlTypeCd: 'MD01' };
  const teacher = await createMember(ctx.database.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', email: 't@example.com', ...school });
  const agent = await checkedSession(teacher.userId);
  for (const attempt of [{ schlCd: '9990006' }, { schlCd: '' }, { schlCd: '9990004', grd: '2' }, { clsNm: '3' }]) {
    const res = await put(agent, { email: 'changed@example.com', ...attempt });
    expect(res.statusCode, JSON.stringify(attempt)).toBe(400);
    expect(res.json().message).toBe(MY_INFO_MESSAGES.tchrSchlByApproval);
  }
  expect(await rowOf(teacher.userId)).toMatchObject({ email: 't@example.com', ...school, grd: null, clsNm: null });
  // the stored school sent back as it is, or left out, is no change: the rest is saved
  const same = await put(agent, { email: 'same@example.com', schlCd: '9990004', grd: '', clsNm: '' });
  expect(same.statusCode).toBe(200);
  expect(same.json()).toMatchObject({ email: 'same@example.com', ...school });
  expect((await put(agent, { email: 'none@example.com' })).statusCode).toBe(200);
  expect(await rowOf(teacher.userId)).toMatchObject({ email: 'none@example.com', ...school, grd: null, clsNm: null });
  // a teacher with no approved school cannot give one either
  const unapproved = await createMember(ctx.database.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  const own = await put(await checkedSession(unapproved.userId), { schlCd: '9990004', grd: '' });
  expect([own.statusCode, own.json().data.fieldErrors.schlCd]).toEqual([400, MY_INFO_MESSAGES.tchrSchlByApproval]);
  expect((await rowOf(unapproved.userId)).schlCd).toBeNull();
});

test('withdrawal clears the personal data, unlinks providers, ends every session, and the member cannot log in', async () => {
  const member = await student();
  await ctx.database.db.insert(socialAcnt).values({ providerCd: 'naver', subject: `n-${member.userId}`, userId: member.userId });
  const agent = await checkedSession(member.userId);
  const otherBrowser = await sessionFor(ctx.app, member.userId);
  const { res } = await post(agent, '/icec/api/myInfo/withdraw');
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

test('five wrong passwords at the check lock the account like logins, end the session and withdraw nothing', async () => {
  const member = await student();
  const agent = await sessionFor(ctx.app, member.userId);
  const check = (pswd: string) => post(agent, '/icec/api/myInfo/pswdCheck', { pswd });
  for (let i = 0; i < 4; i++) {
    const { res } = await check('Wrong!pass2026');
    expect(res.json().data.fieldErrors.pswd).toBe('현재 비밀번호가 일치하지 않습니다.');
  }
  const { res } = await check('Wrong!pass2026');
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'LOCKED_LOGOUT', message: LOGIN_MESSAGES.lockedLoggedOut });
  expect((await get(agent)).statusCode).toBe(401);
  // the right password now finds the account locked and the session gone
  expect((await check(TEST_PASSWORD)).res.statusCode).toBe(401);
  expect((await post(agent, '/icec/api/myInfo/withdraw')).res.statusCode).toBe(401);
  const row = await rowOf(member.userId);
  expect(row.userSttsCd).toBe('ACTV');
  expect(row.lockedUntil).not.toBeNull();
  expect(row.email).toBe('kim@example.com');
});
