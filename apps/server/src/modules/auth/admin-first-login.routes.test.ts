import { createGuardrails, generate, generateSecret } from 'otplib';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, postAs, TEST_PASSWORD, type TAgent } from '../../test/identity.js';
import { TEST_SECRET } from '../../test/secret.js';
import { useTestApp } from '../../test/test-app.js';
import { encryptTotpSecret } from './totp.js';

const ctx = useTestApp();
const post = (agent: TAgent, url: string, payload?: object) => postAs(ctx.app, agent, url, payload);

/** An administrator created on the manager page: enrolled OTP, but the password another admin set. */
async function newAdmin() {
  const secret = generateSecret();
  const admin = await createMember(ctx.database.db, {
    userTypeCd: 'A',
    mbrTypeAuthrt: 'SF01',
    admRoleCd: 'STAFF',
    pswdChgAt: null,
    totpSecretEnc: encryptTotpSecret(TEST_SECRET, secret),
    totpLastStep: 0,
  });
  const otpCd = await generate({ secret, guardrails: createGuardrails() });
  const login = await post(await anonymousAgent(ctx.app), '/api/login/login-proc', { userId: admin.userId, pswd: TEST_PASSWORD, otpCd });
  return { admin, login };
}

test('an administrator whose password another set must change it before anything else', async () => {
  const { login } = await newAdmin();
  expect(login.res.json()).toEqual({ step: 'PSWD_CHG', loginUserInfo: null });
  const pending = login.agent;
  expect((await post(pending, '/api/login/isLogin')).res.json()).toEqual({ isLogin: 'N' });
  expect((await ctx.app.inject({ url: '/api/dashboard/view', headers: pending.headers })).statusCode).toBe(401);

  const wrong = await post(pending, '/api/login/pswdChg', { curPswd: 'Wrong!pass2026', newPswd: 'Admin!new2026', newPswdCnfm: 'Admin!new2026' });
  expect(wrong.res.statusCode).toBe(400);

  const done = await post(pending, '/api/login/pswdChg', { curPswd: TEST_PASSWORD, newPswd: 'Admin!new2026', newPswdCnfm: 'Admin!new2026' });
  expect(done.res.statusCode).toBe(200);
  expect(done.res.json().step).toBe('DONE');
  expect(done.res.json().loginUserInfo.userTypeCd).toBe('A');
  expect(done.agent.sid).not.toBe(pending.sid);
  expect((await ctx.app.inject({ url: '/api/dashboard/view', headers: done.agent.headers })).statusCode).toBe(200);
});

test('the admin password step is refused to guests and to the user realm, and the user step to admins', async () => {
  const guest = await post(await anonymousAgent(ctx.app), '/api/login/pswdChg', { curPswd: 'x', newPswd: 'Admin!new2026', newPswdCnfm: 'Admin!new2026' });
  expect(guest.res.statusCode).toBe(401);

  const member = await createMember(ctx.database.db, { eblcRegYn: 'Y', pswdChgAt: null });
  const userPending = await post(await anonymousAgent(ctx.app), '/icec/api/login/login-proc', { userId: member.userId, pswd: TEST_PASSWORD });
  expect(userPending.res.json().step).toBe('PSWD_CHG');
  const cross = await post(userPending.agent, '/api/login/pswdChg', { curPswd: TEST_PASSWORD, newPswd: 'Member!new2026', newPswdCnfm: 'Member!new2026' });
  expect(cross.res.statusCode).toBe(401);

  const { login } = await newAdmin();
  const adminOnUser = await post(login.agent, '/icec/api/login/pswdChg', { curPswd: TEST_PASSWORD, newPswd: 'Admin!new2026', newPswdCnfm: 'Admin!new2026' });
  expect(adminOnUser.res.statusCode).toBe(401);
});
