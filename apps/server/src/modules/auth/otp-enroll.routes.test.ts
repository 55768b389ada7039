import { LOGIN_MESSAGES, OTP_ENROLL_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, postAs, TEST_PASSWORD, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { mbr } from '../member/member.table.js';

const ctx = useTestApp();

const post = (agent: TAgent, url: string, payload?: object) => postAs(ctx.app, agent, url, payload);
const newAdmin = (values: Partial<typeof mbr.$inferInsert> = {}) =>
  createMember(ctx.database.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF', ...values });
/** A code of the step after `at`, so a test never has to wait for the clock. */
const codeAt = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

test('a new administrator enrols: secret shown once, the first code logs in with a new session', async () => {
  const admin = await newAdmin();
  const start = await post(await anonymousAgent(ctx.app), '/api/login/otp-enroll/start', { userId: admin.userId, pswd: TEST_PASSWORD });
  expect(start.res.statusCode).toBe(200);
  const { secret, otpAuthUri, qrDataUrl } = start.res.json();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(otpAuthUri).toContain(`otpauth://totp/`);
  expect(otpAuthUri).toContain(admin.userId);
  expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
  expect(start.res.headers['cache-control']).toContain('no-store');
  // the pending session is not a login
  expect((await post(start.agent, '/api/login/isLogin')).res.json()).toEqual({ isLogin: 'N' });
  const [stored] = await ctx.database.db.select().from(mbr).where(eq(mbr.userId, admin.userId));
  expect(stored!.totpSecretEnc).not.toContain(secret);
  expect(stored!.totpLastStep).toBeNull();

  // a second start, even with the right password, shows nothing
  const again = await post(await anonymousAgent(ctx.app), '/api/login/otp-enroll/start', { userId: admin.userId, pswd: TEST_PASSWORD });
  expect(again.res.statusCode).toBe(400);
  expect(again.res.json().message).toBe(LOGIN_MESSAGES.mismatch);

  const wrong = await post(start.agent, '/api/login/otp-enroll/confirm', { otpCd: '000000' });
  expect(wrong.res.json().message).toBe(LOGIN_MESSAGES.otpMismatch);
  const otpCd = await codeAt(secret, Date.now());
  const done = await post(start.agent, '/api/login/otp-enroll/confirm', { otpCd });
  expect(done.res.statusCode).toBe(200);
  expect(done.res.json()).toMatchObject({ step: 'DONE', loginUserInfo: { userId: admin.userId, userTypeCd: 'A' } });
  expect(done.agent.sid).not.toBe(start.agent.sid);
  expect((await post(done.agent, '/api/login/isLogin')).res.json()).toEqual({ isLogin: 'Y' });

  // the code was used by the enrolment: the same code cannot log in again
  const replay = await post(await anonymousAgent(ctx.app), '/api/login/login-proc', { userId: admin.userId, pswd: TEST_PASSWORD, otpCd });
  expect(replay.res.json().message).toBe(LOGIN_MESSAGES.otpMismatch);
  const next = await codeAt(secret, Date.now() + 30_000);
  const login = await post(await anonymousAgent(ctx.app), '/api/login/login-proc', { userId: admin.userId, pswd: TEST_PASSWORD, otpCd: next });
  expect(login.res.json().step).toBe('DONE');
});

test('an administrator who started but never confirmed cannot log in: OTP_NOT_ENROLLED', async () => {
  const admin = await newAdmin();
  const start = await post(await anonymousAgent(ctx.app), '/api/login/otp-enroll/start', { userId: admin.userId, pswd: TEST_PASSWORD });
  const otpCd = await codeAt(start.res.json().secret, Date.now());
  const login = await post(await anonymousAgent(ctx.app), '/api/login/login-proc', { userId: admin.userId, pswd: TEST_PASSWORD, otpCd });
  expect(login.res.statusCode).toBe(400);
  expect(login.res.json()).toMatchObject({ code: 'OTP_NOT_ENROLLED', message: LOGIN_MESSAGES.otpNotEnrolled });
});

test("only an active admin account without a secret may start; a user's id gets the admin login's answer, others the login's", async () => {
  const user = await createMember(ctx.database.db);
  const pending = await newAdmin({ userSttsCd: 'PNDG' });
  const cases = [
    { userId: user.userId, pswd: TEST_PASSWORD, message: LOGIN_MESSAGES.userOnAdmin },
    { userId: 'admin', pswd: 'Demo!2026', message: LOGIN_MESSAGES.mismatch },
    { userId: 'nobodyhere', pswd: TEST_PASSWORD, message: LOGIN_MESSAGES.mismatch },
    { userId: pending.userId, pswd: TEST_PASSWORD, message: LOGIN_MESSAGES.pending },
  ];
  for (const { message, ...body } of cases) {
    const res = await post(await anonymousAgent(ctx.app), '/api/login/otp-enroll/start', body);
    expect(res.res.statusCode, body.userId).toBe(400);
    expect(res.res.json().message, body.userId).toBe(message);
  }
  const [demo] = await ctx.database.db.select().from(mbr).where(eq(mbr.userId, 'admin'));
  expect(demo!.totpLastStep).toBe(0);
});

test('wrong passwords at the start count towards the lockout', async () => {
  const admin = await newAdmin();
  const anon = await anonymousAgent(ctx.app);
  for (let i = 0; i < 5; i++) await post(anon, '/api/login/otp-enroll/start', { userId: admin.userId, pswd: 'Wrong!pass99' });
  const right = await post(anon, '/api/login/otp-enroll/start', { userId: admin.userId, pswd: TEST_PASSWORD });
  expect(right.res.json().message).toBe(LOGIN_MESSAGES.locked);
});

test('wrong codes at the confirm lock the account; confirm needs the pending session', async () => {
  const admin = await newAdmin();
  const start = await post(await anonymousAgent(ctx.app), '/api/login/otp-enroll/start', { userId: admin.userId, pswd: TEST_PASSWORD });
  const answers: string[] = [];
  for (let i = 0; i < 5; i++) answers.push((await post(start.agent, '/api/login/otp-enroll/confirm', { otpCd: '000000' })).res.json().message);
  expect(answers.at(-1)).toBe(LOGIN_MESSAGES.locked);
  const right = await post(start.agent, '/api/login/otp-enroll/confirm', { otpCd: await codeAt(start.res.json().secret, Date.now()) });
  expect(right.res.json().message).toBe(LOGIN_MESSAGES.locked);

  const noSession = await post(await anonymousAgent(ctx.app), '/api/login/otp-enroll/confirm', { otpCd: '123456' });
  expect(noSession.res.statusCode).toBe(400);
  expect(noSession.res.json()).toMatchObject({ code: 'OTP_ENROLL_EXPIRED', message: OTP_ENROLL_MESSAGES.expired });
  const missing = await post(start.agent, '/api/login/otp-enroll/confirm', {});
  expect(missing.res.json().data.fieldErrors.otpCd).toBe(LOGIN_MESSAGES.enterOtp);
});

test('enrolment is refused from an address outside the access-IP list', async () => {
  const admin = await newAdmin();
  const anon = await anonymousAgent(ctx.app);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/otp-enroll/start',
    headers: anon.headers,
    payload: { userId: admin.userId, pswd: TEST_PASSWORD },
    remoteAddress: '198.51.100.20',
  });
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe(LOGIN_MESSAGES.ipDenied);
});
