import { LOGIN_MESSAGES, MY_INFO_MESSAGES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, postAs, sessionFor, TEST_PASSWORD, type TAgent, type TNewMember } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { mbr, mbrTrmsAgre } from '../member/member.table.js';

const ctx = useTestApp();
const post = (agent: TAgent, url: string, payload?: object) => postAs(ctx.app, agent, url, payload);
const get = (agent: TAgent, url: string) => ctx.app.inject({ method: 'GET', url, headers: agent.headers });
const isLogin = async (agent: TAgent) => (await post(agent, '/icec/api/login/isLogin')).res.json().isLogin;
const NEW_PASSWORD = 'Fresh!pass2027';

/** A member who agreed to an older version of the privacy terms only (a changed version). */
async function memberWithChangedTerms(values: TNewMember = {}) {
  const member = await createMember(ctx.database.db, values);
  await ctx.database.db
    .update(mbrTrmsAgre)
    .set({ trmsVer: 0 })
    .where(and(eq(mbrTrmsAgre.userId, member.userId), eq(mbrTrmsAgre.trmsCd, 'PRIV_COLCT')));
  return member;
}

async function login(userId: string, pswd = TEST_PASSWORD) {
  const { res, agent } = await post(await anonymousAgent(ctx.app), '/icec/api/login/login-proc', { userId, pswd });
  expect(res.statusCode).toBe(200);
  return { step: res.json().step as string, agent };
}

test('terms re-agreement: the pending session sees the changed terms, agrees, and is logged in with a new id', async () => {
  const member = await memberWithChangedTerms();
  const { step, agent } = await login(member.userId);
  expect(step).toBe('TRMS_REAGRE');
  expect(await isLogin(agent)).toBe('N');
  expect((await get(agent, '/icec/api/myInfo')).statusCode).toBe(401);

  const list = await get(agent, '/icec/api/login/trmsReAgre');
  expect(list.statusCode).toBe(200);
  expect(list.headers['cache-control']).toContain('no-store');
  const { trmsList } = list.json();
  expect(trmsList).toEqual([expect.objectContaining({ trmsCd: 'PRIV_COLCT', trmsVer: 1, trmsNm: '개인정보 수집·이용 동의', firstYn: 'N' })]);
  expect(trmsList[0].cn.length).toBeGreaterThan(20);

  const refused = await post(agent, '/icec/api/login/trmsReAgre', { agreements: [{ trmsCd: 'PRIV_COLCT', trmsVer: 1, agreYn: 'N' }] });
  expect(refused.res.statusCode).toBe(400);
  expect(refused.res.json().message).toBe('변경된 필수 약관에 모두 동의해 주세요.');

  const done = await post(agent, '/icec/api/login/trmsReAgre', {
    agreements: [
      { trmsCd: 'PRIV_COLCT', trmsVer: 1, agreYn: 'Y' },
      // not in force: ignored
      { trmsCd: 'INVENTED', trmsVer: 9, agreYn: 'Y' },
    ],
  });
  expect(done.res.statusCode).toBe(200);
  expect(done.res.json()).toMatchObject({ step: 'DONE', loginUserInfo: { userId: member.userId, isLogin: 'Y' } });
  expect(done.agent.sid).not.toBe(agent.sid);
  expect(await isLogin(done.agent)).toBe('Y');
  expect(await isLogin(agent)).toBe('N');
  const rows = await ctx.database.db.select().from(mbrTrmsAgre).where(eq(mbrTrmsAgre.userId, member.userId));
  expect(rows.map((r) => r.trmsCd)).not.toContain('INVENTED');
  expect(rows.find((r) => r.trmsCd === 'PRIV_COLCT')?.agreYn).toBe('Y');
});

test('a member with no agreement on file is asked for a first agreement (firstYn Y), not a re-agreement', async () => {
  const member = await createMember(ctx.database.db);
  await ctx.database.db.delete(mbrTrmsAgre).where(eq(mbrTrmsAgre.userId, member.userId));
  const { step, agent } = await login(member.userId);
  expect(step).toBe('TRMS_REAGRE');
  const { trmsList } = (await get(agent, '/icec/api/login/trmsReAgre')).json();
  expect(trmsList.length).toBeGreaterThan(1);
  expect(trmsList.map((t: { firstYn: string }) => t.firstYn)).toEqual(trmsList.map(() => 'Y'));
  const refused = await post(agent, '/icec/api/login/trmsReAgre', { agreements: [] });
  expect(refused.res.statusCode).toBe(400);
  expect(refused.res.json().message).toBe(MY_INFO_MESSAGES.trmsFirstRequired);
});

test('terms re-agreement without a pending session is refused with 401', async () => {
  const anon = await anonymousAgent(ctx.app);
  expect((await get(anon, '/icec/api/login/trmsReAgre')).statusCode).toBe(401);
  expect((await post(anon, '/icec/api/login/trmsReAgre', { agreements: [] })).res.statusCode).toBe(401);
  const member = await createMember(ctx.database.db);
  const loggedIn = await sessionFor(ctx.app, member.userId);
  expect((await get(loggedIn, '/icec/api/login/trmsReAgre')).statusCode).toBe(401);
  expect((await post(loggedIn, '/icec/api/login/trmsReAgre', { agreements: [] })).res.statusCode).toBe(401);
});

test('a bulk-registered account agrees to the terms, then must change its password before it is logged in', async () => {
  const member = await memberWithChangedTerms({ eblcRegYn: 'Y', pswdChgAt: null, brdt: '2009-09-09' });
  const { step, agent } = await login(member.userId);
  expect(step).toBe('TRMS_REAGRE');
  const agreed = await post(agent, '/icec/api/login/trmsReAgre', { agreements: [{ trmsCd: 'PRIV_COLCT', trmsVer: 1, agreYn: 'Y' }] });
  expect(agreed.res.json()).toEqual({ step: 'PSWD_CHG', loginUserInfo: null });
  const pending = agreed.agent;
  expect(await isLogin(pending)).toBe('N');
  expect((await get(pending, '/icec/api/myInfo')).statusCode).toBe(401);

  const chg = (curPswd: string, newPswd: string, newPswdCnfm = newPswd) => post(pending, '/icec/api/login/pswdChg', { curPswd, newPswd, newPswdCnfm });
  const wrongCurrent = await chg('Wrong!pass2026', NEW_PASSWORD);
  expect(wrongCurrent.res.statusCode).toBe(400);
  expect(wrongCurrent.res.json().data.fieldErrors.curPswd).toBe('현재 비밀번호가 일치하지 않습니다.');
  const weak = await chg(TEST_PASSWORD, 'short1!');
  expect(weak.res.json().data.fieldErrors.newPswd).toContain('3종류 이상 8자 이상');
  const withBrdt = await chg(TEST_PASSWORD, 'Abc!20090909');
  expect(withBrdt.res.json().data.fieldErrors.newPswd).toBe('비밀번호에 생년월일을 포함할 수 없습니다.');
  const same = await chg(TEST_PASSWORD, TEST_PASSWORD);
  expect(same.res.json().data.fieldErrors.newPswd).toBe('현재 비밀번호와 다른 비밀번호를 입력해 주세요.');

  const done = await chg(TEST_PASSWORD, NEW_PASSWORD);
  expect(done.res.statusCode).toBe(200);
  expect(done.res.json()).toMatchObject({ step: 'DONE', loginUserInfo: { userId: member.userId, eblcRegYn: 'Y', pswdChgNeedYn: 'N' } });
  expect(done.res.body).not.toContain(NEW_PASSWORD);
  expect(done.agent.sid).not.toBe(pending.sid);
  expect(await isLogin(done.agent)).toBe('Y');
  expect(await isLogin(pending)).toBe('N');
  const [row] = await ctx.database.db.select().from(mbr).where(eq(mbr.userId, member.userId));
  expect(row!.pswdChgAt).not.toBeNull();
  expect(row!.eblcRegYn).toBe('Y');
  expect((await login(member.userId, NEW_PASSWORD)).step).toBe('DONE');
});

test('the periodic change by a logged-in member ends every other session and rotates this one', async () => {
  const member = await createMember(ctx.database.db);
  const agent = await sessionFor(ctx.app, member.userId);
  const otherBrowser = await sessionFor(ctx.app, member.userId);
  const { res, agent: rotated } = await post(agent, '/icec/api/login/pswdChg', { curPswd: TEST_PASSWORD, newPswd: NEW_PASSWORD, newPswdCnfm: NEW_PASSWORD });
  expect(res.statusCode).toBe(200);
  expect(res.json().step).toBe('DONE');
  expect(rotated.sid).not.toBe(agent.sid);
  // the old id no longer works, for reading or for changing
  expect(await isLogin(agent)).toBe('N');
  expect((await get(agent, '/icec/api/myInfo')).statusCode).toBe(401);
  expect(await isLogin(otherBrowser)).toBe('N');
  expect(await isLogin(rotated)).toBe('Y');
  expect((await get(rotated, '/icec/api/myInfo')).statusCode).toBe(200);
});

test('the password change is refused to guests, administrators and sessions pending another step', async () => {
  const body = { curPswd: TEST_PASSWORD, newPswd: NEW_PASSWORD, newPswdCnfm: NEW_PASSWORD };
  expect((await post(await anonymousAgent(ctx.app), '/icec/api/login/pswdChg', body)).res.statusCode).toBe(401);
  const admin = await post(await sessionFor(ctx.app, 'admin'), '/icec/api/login/pswdChg', body);
  expect(admin.res.statusCode).toBe(403);
  const member = await memberWithChangedTerms();
  const { agent } = await login(member.userId);
  expect((await post(agent, '/icec/api/login/pswdChg', body)).res.statusCode).toBe(401);
  expect((await login(member.userId)).step).toBe('TRMS_REAGRE');
});

test('a mismatched confirmation is a field error', async () => {
  const member = await createMember(ctx.database.db);
  const agent = await sessionFor(ctx.app, member.userId);
  const { res } = await post(agent, '/icec/api/login/pswdChg', { curPswd: TEST_PASSWORD, newPswd: NEW_PASSWORD, newPswdCnfm: 'Other!pass2027' });
  expect(res.statusCode).toBe(400);
  expect(res.json().data.fieldErrors.newPswdCnfm).toBe('비밀번호가 일치하지 않습니다.');
});

test('five wrong current passwords lock the account like logins and end every session; a right one ends the run', async () => {
  const member = await createMember(ctx.database.db);
  const agent = await sessionFor(ctx.app, member.userId);
  const otherBrowser = await sessionFor(ctx.app, member.userId);
  const change = (curPswd: string, newPswd = NEW_PASSWORD) => post(agent, '/icec/api/login/pswdChg', { curPswd, newPswd, newPswdCnfm: newPswd });
  for (let i = 0; i < 4; i++) expect((await change('Wrong!pass2026')).res.json().data.fieldErrors.curPswd).toBe(MY_INFO_MESSAGES.curPswdMismatch);
  // the right password with a new one the rule refuses: nothing changes, but the run of failures ends
  const refused = await change(TEST_PASSWORD, 'short');
  expect(refused.res.statusCode).toBe(400);
  expect(refused.res.json().data.fieldErrors.newPswd).toBeTruthy();
  for (let i = 0; i < 4; i++) expect((await change('Wrong!pass2026')).res.statusCode).toBe(400);
  expect(await isLogin(agent)).toBe('Y');

  const fifth = await change('Wrong!pass2026');
  expect(fifth.res.statusCode).toBe(401);
  expect(fifth.res.json()).toMatchObject({ code: 'LOCKED_LOGOUT', message: LOGIN_MESSAGES.lockedLoggedOut });
  expect((await get(agent, '/icec/api/myInfo')).statusCode).toBe(401);
  expect((await get(otherBrowser, '/icec/api/myInfo')).statusCode).toBe(401);
  const [row] = await ctx.database.db.select().from(mbr).where(eq(mbr.userId, member.userId));
  expect(row!.lockedUntil).not.toBeNull();
  expect(row!.pswdHash).toBe(member.pswdHash);
  const relogin = await post(await anonymousAgent(ctx.app), '/icec/api/login/login-proc', { userId: member.userId, pswd: TEST_PASSWORD });
  expect(relogin.res.json().message).toBe(LOGIN_MESSAGES.locked);
});

test('wrong current passwords add to wrong logins: four at the login and one at the change lock the account', async () => {
  const member = await createMember(ctx.database.db);
  const agent = await sessionFor(ctx.app, member.userId);
  const anon = await anonymousAgent(ctx.app);
  for (let i = 0; i < 4; i++) await post(anon, '/icec/api/login/login-proc', { userId: member.userId, pswd: 'Wrong!pass2026' });
  const change = await post(agent, '/icec/api/login/pswdChg', { curPswd: 'Wrong!pass2026', newPswd: NEW_PASSWORD, newPswdCnfm: NEW_PASSWORD });
  expect(change.res.json().code).toBe('LOCKED_LOGOUT');
  expect(await isLogin(agent)).toBe('N');
});
