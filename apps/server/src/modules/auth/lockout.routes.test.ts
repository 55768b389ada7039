import { LOGIN_MESSAGES } from '@portal/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import { createGuardrails, generate, generateSecret } from 'otplib';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, TEST_PASSWORD, withCookies, type TAgent } from '../../test/identity.js';
import { TEST_SECRET } from '../../test/secret.js';
import { useTestApp } from '../../test/test-app.js';
import { loginHstry, mbr, unknownLoginFail } from '../member/member.table.js';
import { encryptTotpSecret } from './totp.js';

const ctx = useTestApp();

/** An address outside the access-IP list (the tests' list holds the loopback only). */
const OUTSIDE = '203.0.113.7';
const WRONG = 'Wrong!pass2026';

async function post(agent: TAgent, url: string, payload: object, remoteAddress = '127.0.0.1') {
  const res = await ctx.app.inject({ method: 'POST', url, headers: agent.headers, payload, remoteAddress });
  return { res, agent: withCookies(agent, Object.fromEntries(res.cookies.map((c) => [c.name, c.value]))) };
}

const rowOf = async (userId: string) => (await ctx.database.db.select().from(mbr).where(eq(mbr.userId, userId)))[0]!;
const answerOf = (res: { statusCode: number; json: () => { code: string; message: string; data?: unknown } }) => {
  const { code, message, data } = res.json();
  return { status: res.statusCode, code, message, data };
};

async function enrolledAdmin() {
  const secret = generateSecret();
  const admin = await createMember(ctx.database.db, {
    userTypeCd: 'A',
    mbrTypeAuthrt: 'SF01',
    admRoleCd: 'STAFF',
    totpSecretEnc: encryptTotpSecret(TEST_SECRET, secret),
    totpLastStep: 0,
  });
  return { admin, otpCd: () => generate({ secret, guardrails: createGuardrails() }) };
}

test("from outside the access-IP list, no user login changes an administrator's account; the answer does not depend on the password", async () => {
  const { admin, otpCd } = await enrolledAdmin();
  const anon = await anonymousAgent(ctx.app);
  const refusedHere = await post(anon, '/api/login/login-proc', { userId: admin.userId, pswd: TEST_PASSWORD, otpCd: await otpCd() }, OUTSIDE);
  expect(refusedHere.res.statusCode).toBe(403);

  const before = await rowOf(admin.userId);
  const answers = [];
  for (const pswd of [WRONG, TEST_PASSWORD, WRONG, WRONG, WRONG, WRONG, WRONG, TEST_PASSWORD, WRONG, ` ${TEST_PASSWORD}`]) {
    answers.push(answerOf((await post(anon, '/icec/api/login/login-proc', { userId: ` ${admin.userId.toUpperCase()}`, pswd }, OUTSIDE)).res));
  }
  answers.push(
    ...(await Promise.all(
      Array.from({ length: 6 }, async () => answerOf((await post(anon, '/icec/api/login/login-proc', { userId: admin.userId, pswd: WRONG }, OUTSIDE)).res)),
    )),
  );
  for (const answer of answers) {
    expect(answer).toEqual({ status: 403, code: 'ADMIN_ON_USER_SERVICE', message: LOGIN_MESSAGES.adminOnUserService, data: { isAdmin: false } });
  }
  expect(await rowOf(admin.userId)).toEqual(before);
  // the attempts are on record, as refused ones, and the real administrator still logs in
  const history = await ctx.database.db.select().from(loginHstry).where(eq(loginHstry.userId, admin.userId));
  expect(history.map((h) => `${h.realmCd}:${h.rsltCd}`)).toEqual(Array.from({ length: answers.length }, () => 'USER:DENIED'));
  const ok = await post(anon, '/api/login/login-proc', { userId: admin.userId, pswd: TEST_PASSWORD, otpCd: await otpCd() });
  expect(ok.res.statusCode).toBe(200);
  expect(ok.res.json().step).toBe('DONE');
});

test("the admin login answers a user's id alike whatever the password and counts nothing", async () => {
  const member = await createMember(ctx.database.db);
  const anon = await anonymousAgent(ctx.app);
  const before = await rowOf(member.userId);
  for (const pswd of [WRONG, TEST_PASSWORD, WRONG, WRONG, WRONG, WRONG, WRONG, TEST_PASSWORD]) {
    const { res } = await post(anon, '/api/login/login-proc', { userId: member.userId, pswd, otpCd: '123456' });
    expect(answerOf(res)).toEqual({ status: 400, code: 'LOGIN_FAILED', message: LOGIN_MESSAGES.userOnAdmin, data: undefined });
  }
  expect(await rowOf(member.userId)).toEqual(before);
  const login = await post(anon, '/icec/api/login/login-proc', { userId: member.userId, pswd: TEST_PASSWORD });
  expect(login.res.json().step).toBe('DONE');
});

test('an unknown id and an existing one answer alike through the lock, and an unknown id is kept only as a keyed hash', async () => {
  const member = await createMember(ctx.database.db);
  const withdrawn = await createMember(ctx.database.db, { userSttsCd: 'WTDR', pswdHash: null });
  const unknownId = `nobody${member.userId.slice(1)}`;
  const anon = await anonymousAgent(ctx.app);
  for (let attempt = 1; attempt <= 7; attempt++) {
    const [existing, unknown, gone] = await Promise.all(
      [member.userId, unknownId, withdrawn.userId].map(async (userId) =>
        answerOf((await post(anon, '/icec/api/login/login-proc', { userId, pswd: WRONG })).res),
      ),
    );
    const message = attempt < 5 ? LOGIN_MESSAGES.mismatch : LOGIN_MESSAGES.locked;
    expect(existing, `attempt ${attempt}`).toEqual({ status: 400, code: 'LOGIN_FAILED', message, data: undefined });
    expect(unknown, `attempt ${attempt}`).toEqual(existing);
    expect(gone, `attempt ${attempt}`).toEqual(existing);
  }
  // the right password of the existing id is refused during the lock, as any password of the unknown one
  const right = await post(anon, '/icec/api/login/login-proc', { userId: member.userId, pswd: TEST_PASSWORD });
  expect(right.res.json().message).toBe(LOGIN_MESSAGES.locked);
  const rows = await ctx.database.db.select().from(unknownLoginFail);
  expect(JSON.stringify(rows)).not.toContain(unknownId);
  expect(JSON.stringify(rows)).not.toContain(withdrawn.userId);
});

test('a lock period after the last failure, both counts restart alike, and unknown ids not tried since are purged', async () => {
  const member = await createMember(ctx.database.db);
  const unknownId = `gone${member.userId.slice(1)}`;
  const anon = await anonymousAgent(ctx.app);
  const tryIds = (userIds: string[]) =>
    Promise.all(userIds.map(async (userId) => answerOf((await post(anon, '/icec/api/login/login-proc', { userId, pswd: WRONG })).res).message));
  for (let i = 0; i < 4; i++) await tryIds([member.userId, unknownId, `${unknownId}x`]);
  // the last failures are now a lock period (30 minutes in the tests) old
  await ctx.database.db
    .update(mbr)
    .set({ loginFailAt: sql`now() - interval '31 minutes'` })
    .where(eq(mbr.userId, member.userId));
  await ctx.database.db
    .update(unknownLoginFail)
    .set({ failAt: sql`now() - interval '31 minutes'` })
    .where(isNull(unknownLoginFail.lockedUntil));
  // without the restart this fifth failure would lock both
  expect(await tryIds([member.userId, unknownId])).toEqual([LOGIN_MESSAGES.mismatch, LOGIN_MESSAGES.mismatch]);
  const aged = await ctx.database.db
    .select()
    .from(unknownLoginFail)
    .where(sql`${unknownLoginFail.failAt} < now() - interval '29 minutes'`);
  expect(aged).toEqual([]);
  for (let i = 2; i <= 4; i++) expect(await tryIds([member.userId, unknownId])).toEqual([LOGIN_MESSAGES.mismatch, LOGIN_MESSAGES.mismatch]);
  expect(await tryIds([member.userId, unknownId])).toEqual([LOGIN_MESSAGES.locked, LOGIN_MESSAGES.locked]);
});
