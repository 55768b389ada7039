import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, postAs, sessionFor, TEST_PASSWORD, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { ANONYMOUS_KEY_COOKIE } from '../../plugins/csrf.js';
import { idntfVrfc, pswdResetToken } from '../join/join.table.js';
import { mbr } from '../member/member.table.js';

const ctx = useTestApp();
const post = (agent: TAgent, url: string, payload?: object) => postAs(ctx.app, agent, url, payload);
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const NEW_PASSWORD = 'Fresh!pass2027';

/** browserOwnerHash of the agent: its session id, else its anonymous key (modules/auth/browser-owner.ts). */
function ownerHashOf(agent: TAgent): string {
  const ak = new RegExp(`(?:^|; )${ANONYMOUS_KEY_COOKIE}=([^;]+)`).exec(agent.headers.cookie)?.[1];
  const subject = agent.sid ?? ak;
  if (!subject) throw new Error('an agent without a session or an anonymous key');
  return sha256(`owner:${subject}`);
}

/** A finished identity verification of `agent`'s browser, as the provider callback leaves it. */
async function verified(agent: TAgent, purposeCd: 'FIND_ID' | 'FIND_PSWD', ciHash: string): Promise<string> {
  const vrfcId = randomBytes(16).toString('base64url');
  await ctx.database.db.insert(idntfVrfc).values({
    vrfcId,
    providerCd: 'LOCAL',
    purposeCd,
    ownerHash: ownerHashOf(agent),
    sttsCd: 'VERIFIED',
    userNm: '홍길동',
    brdt: '2010-05-05',
    ciHash,
    verifiedAt: sql`now()`,
    expiresAt: sql`now() + interval '10 minutes'`,
  });
  return vrfcId;
}

const newCiHash = () => sha256(`ci-${randomBytes(8).toString('hex')}`);

test('findId lists the masked ids of the verified person (active and dormant, user realm only)', async () => {
  const ciHash = newCiHash();
  const a = await createMember(ctx.database.db, { userId: 'findme01', ciHash });
  const b = await createMember(ctx.database.db, { userId: 'findme02s', ciHash, userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userSttsCd: 'DRMT' });
  await createMember(ctx.database.db, { ciHash, userTypeCd: 'T', mbrTypeAuthrt: 'TC01', userSttsCd: 'PNDG' });
  await createMember(ctx.database.db, { ciHash, userTypeCd: 'A', mbrTypeAuthrt: 'AD01' });
  const anon = await anonymousAgent(ctx.app);
  const { res } = await post(anon, '/icec/api/login/findId', { vrfcId: await verified(anon, 'FIND_ID', ciHash) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  expect(res.json()).toEqual({ userIds: ['fin*****', 'fin******'] });
  expect(res.body).not.toContain(a.userId);
  expect(res.body).not.toContain(b.userId);
});

test('findId without a matching member answers an empty list with the Korean message', async () => {
  const anon = await anonymousAgent(ctx.app);
  const { res } = await post(anon, '/icec/api/login/findId', { vrfcId: await verified(anon, 'FIND_ID', newCiHash()) });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ userIds: [], message: '일치하는 회원 정보가 없습니다.' });
});

test('findId refuses a verification of another browser, of another purpose, or used before', async () => {
  const ciHash = newCiHash();
  await createMember(ctx.database.db, { ciHash });
  const mine = await anonymousAgent(ctx.app);
  const other = await anonymousAgent(ctx.app);
  const othersVrfc = await verified(other, 'FIND_ID', ciHash);
  const stolen = await post(mine, '/icec/api/login/findId', { vrfcId: othersVrfc });
  expect(stolen.res.statusCode).toBeGreaterThanOrEqual(400);
  expect(stolen.res.statusCode).toBeLessThan(500);
  expect(stolen.res.json().userIds).toBeUndefined();

  const forPswd = await post(mine, '/icec/api/login/findId', { vrfcId: await verified(mine, 'FIND_PSWD', ciHash) });
  expect(forPswd.res.statusCode).toBeGreaterThanOrEqual(400);

  const vrfcId = await verified(mine, 'FIND_ID', ciHash);
  expect((await post(mine, '/icec/api/login/findId', { vrfcId })).res.statusCode).toBe(200);
  const again = await post(mine, '/icec/api/login/findId', { vrfcId });
  expect(again.res.statusCode).toBeGreaterThanOrEqual(400);
  expect(again.res.json().userIds).toBeUndefined();
});

test('findId needs a vrfcId and the anti-forgery token', async () => {
  const anon = await anonymousAgent(ctx.app);
  const missing = await post(anon, '/icec/api/login/findId', {});
  expect(missing.res.statusCode).toBe(400);
  expect(missing.res.json().data.fieldErrors.vrfcId).toBe('본인인증을 먼저 진행해 주세요.');
  const noToken = await ctx.app.inject({ method: 'POST', url: '/icec/api/login/findId', headers: { cookie: anon.headers.cookie }, payload: { vrfcId: 'x' } });
  expect(noToken.statusCode).toBe(403);
});

test('findPswd: one generic answer unless the id belongs to the verified person', async () => {
  const ciHash = newCiHash();
  const owner = await createMember(ctx.database.db, { ciHash });
  const stranger = await createMember(ctx.database.db, { ciHash: newCiHash() });
  const anon = await anonymousAgent(ctx.app);
  const vrfcId = await verified(anon, 'FIND_PSWD', ciHash);
  const wrongPerson = await post(anon, '/icec/api/login/findPswd/verify', { userId: stranger.userId, vrfcId });
  const unknown = await post(anon, '/icec/api/login/findPswd/verify', { userId: 'nosuchuser', vrfcId });
  expect(wrongPerson.res.statusCode).toBe(400);
  expect(wrongPerson.res.json()).toEqual(unknown.res.json());
  expect(wrongPerson.res.json().message).toBe('입력하신 아이디와 본인인증 정보가 일치하는 회원이 없습니다.');
  // a failure leaves the verification for a corrected id
  const ok = await post(anon, '/icec/api/login/findPswd/verify', { userId: owner.userId.toUpperCase(), vrfcId });
  expect(ok.res.statusCode).toBe(200);
  expect(ok.res.json().resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const [stored] = await ctx.database.db.select().from(pswdResetToken).where(eq(pswdResetToken.userId, owner.userId));
  expect(stored!.tokenHash).toBe(sha256(ok.res.json().resetToken));
  expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
});

async function resetTokenFor(member: { userId: string; ciHash: string | null }): Promise<string> {
  const anon = await anonymousAgent(ctx.app);
  const vrfcId = await verified(anon, 'FIND_PSWD', member.ciHash!);
  const { res } = await post(anon, '/icec/api/login/findPswd/verify', { userId: member.userId, vrfcId });
  expect(res.statusCode).toBe(200);
  return res.json().resetToken;
}

test('findPswd reset: the rule applies, then the password changes once, the lock clears and every session ends', async () => {
  const member = await createMember(ctx.database.db, { ciHash: newCiHash(), brdt: '2001-02-03' });
  await ctx.database.db
    .update(mbr)
    .set({ loginFailCnt: 5, lockedUntil: sql`now() + interval '30 minutes'` })
    .where(eq(mbr.userId, member.userId));
  const session = await sessionFor(ctx.app, member.userId);
  const resetToken = await resetTokenFor(member);
  const anon = await anonymousAgent(ctx.app);

  const mismatch = await post(anon, '/icec/api/login/findPswd/reset', { resetToken, newPswd: NEW_PASSWORD, newPswdCnfm: 'Other!pass2027' });
  expect(mismatch.res.statusCode).toBe(400);
  expect(mismatch.res.json().data.fieldErrors.newPswdCnfm).toBe('비밀번호가 일치하지 않습니다.');
  const withBrdt = await post(anon, '/icec/api/login/findPswd/reset', { resetToken, newPswd: 'Abc!20010203', newPswdCnfm: 'Abc!20010203' });
  expect(withBrdt.res.statusCode).toBe(400);
  expect(withBrdt.res.json().data.fieldErrors.newPswd).toBe('비밀번호에 생년월일을 포함할 수 없습니다.');

  const ok = await post(anon, '/icec/api/login/findPswd/reset', { resetToken, newPswd: NEW_PASSWORD, newPswdCnfm: NEW_PASSWORD });
  expect(ok.res.statusCode).toBe(200);
  expect(ok.res.json()).toEqual({ result: 'SUCCESS' });
  expect(ok.res.body).not.toContain(NEW_PASSWORD);
  expect((await post(session, '/icec/api/login/isLogin')).res.json()).toEqual({ isLogin: 'N' });
  const oldLogin = await post(anon, '/icec/api/login/login-proc', { userId: member.userId, pswd: TEST_PASSWORD });
  expect(oldLogin.res.statusCode).toBe(400);
  const newLogin = await post(anon, '/icec/api/login/login-proc', { userId: member.userId, pswd: NEW_PASSWORD });
  expect(newLogin.res.json().step).toBe('DONE');

  const reuse = await post(anon, '/icec/api/login/findPswd/reset', { resetToken, newPswd: 'Again!pass2028', newPswdCnfm: 'Again!pass2028' });
  expect(reuse.res.statusCode).toBe(400);
  expect(reuse.res.json().message).toContain('본인인증부터 다시 진행해 주세요');
});

test('findPswd reset refuses an expired token and an unknown one', async () => {
  const member = await createMember(ctx.database.db, { ciHash: newCiHash() });
  const resetToken = await resetTokenFor(member);
  await ctx.database.db
    .update(pswdResetToken)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(pswdResetToken.tokenHash, sha256(resetToken)));
  const anon = await anonymousAgent(ctx.app);
  const expired = await post(anon, '/icec/api/login/findPswd/reset', { resetToken, newPswd: NEW_PASSWORD, newPswdCnfm: NEW_PASSWORD });
  expect(expired.res.statusCode).toBe(400);
  const unknown = await post(anon, '/icec/api/login/findPswd/reset', { resetToken: 'x'.repeat(43), newPswd: NEW_PASSWORD, newPswdCnfm: NEW_PASSWORD });
  expect(unknown.res.json()).toEqual(expired.res.json());
  const loginOld = await post(anon, '/icec/api/login/login-proc', { userId: member.userId, pswd: TEST_PASSWORD });
  expect(loginOld.res.json().step).toBe('DONE');
});

test('a new reset token replaces the earlier one', async () => {
  const member = await createMember(ctx.database.db, { ciHash: newCiHash() });
  const first = await resetTokenFor(member);
  const second = await resetTokenFor(member);
  const anon = await anonymousAgent(ctx.app);
  const old = await post(anon, '/icec/api/login/findPswd/reset', { resetToken: first, newPswd: NEW_PASSWORD, newPswdCnfm: NEW_PASSWORD });
  expect(old.res.statusCode).toBe(400);
  const ok = await post(anon, '/icec/api/login/findPswd/reset', { resetToken: second, newPswd: NEW_PASSWORD, newPswdCnfm: NEW_PASSWORD });
  expect(ok.res.statusCode).toBe(200);
});

test("findPswd never reaches an administrator's account, even with the administrator's own verification", async () => {
  const ciHash = newCiHash();
  const admin = await createMember(ctx.database.db, { ciHash, userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF' });
  const anon = await anonymousAgent(ctx.app);
  const { res } = await post(anon, '/icec/api/login/findPswd/verify', { userId: admin.userId, vrfcId: await verified(anon, 'FIND_PSWD', ciHash) });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('입력하신 아이디와 본인인증 정보가 일치하는 회원이 없습니다.');
  expect(await ctx.database.db.select().from(pswdResetToken).where(eq(pswdResetToken.userId, admin.userId))).toEqual([]);
});
