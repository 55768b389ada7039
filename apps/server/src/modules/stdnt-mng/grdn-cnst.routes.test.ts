import { JOIN_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, postAs, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { personAged, verifyLocally } from '../../test/verification.test-helper.js';
import { guardianConsent } from '../member/member.table.js';
import { readXlsxRows } from '../school/index.js';
import { EBLC_API, schoolFixture, sheetXlsx, upload } from './stdnt-mng.test-helper.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const NEW_PASSWORD = 'Fresh!pass2027';

/** Two students registered in bulk into 2-3: one under 14 all school year long (born 31 December), one 14 already (born 1 January). */
async function registered(prefix: string) {
  const s = await schoolFixture(db(), prefix);
  const rows = [
    { userNm: '김어린', stdntNo: '1', brdt: `${s.schlYr - 13}-12-31` },
    { userNm: '이열넷', stdntNo: '2', brdt: `${s.schlYr - 14}-01-01` },
  ];
  const res = await upload(ctx.app, await sessionFor(ctx.app, s.homeroom.userId), `${EBLC_API}/${s.clsId}/register`, await sheetXlsx(rows));
  const [, child, teen] = await readXlsxRows(res.rawPayload);
  return { child: { userId: child![2]!, pswd: child![3]! }, teen: { userId: teen![2]!, pswd: teen![3]! } };
}

/** The first login up to the step after the password change: terms, then the new password. */
async function firstLogin(who: { userId: string; pswd: string }) {
  const post = (agent: TAgent, url: string, body: object) => postAs(ctx.app, agent, url, body);
  const login = await post(await anonymousAgent(ctx.app), '/icec/api/login/login-proc', who);
  const terms = (await ctx.app.inject({ method: 'GET', url: '/icec/api/login/trmsReAgre', headers: login.agent.headers })).json().trmsList;
  const agreed = await post(login.agent, '/icec/api/login/trmsReAgre', {
    agreements: terms.map((t: { trmsCd: string; trmsVer: number }) => ({ trmsCd: t.trmsCd, trmsVer: t.trmsVer, agreYn: 'Y' })),
  });
  const changed = await post(agreed.agent, '/icec/api/login/pswdChg', { curPswd: who.pswd, newPswd: NEW_PASSWORD, newPswdCnfm: NEW_PASSWORD });
  return { step: changed.res.json().step as string, agent: changed.agent };
}

test('a bulk-registered child under 14 gives a verified guardian consent after the password change; until then the login does not count', async () => {
  const { child, teen } = await registered('79100');
  const { step, agent } = await firstLogin(child);
  expect(step).toBe('GRDN_CNST');
  expect((await postAs(ctx.app, agent, '/icec/api/login/isLogin')).res.json().isLogin).toBe('N');
  expect((await ctx.app.inject({ method: 'GET', url: '/icec/api/myInfo', headers: agent.headers })).statusCode).toBe(401);

  const missing = await postAs(ctx.app, agent, '/icec/api/login/grdnCnst', {});
  expect([missing.res.statusCode, missing.res.json().message]).toEqual([400, JOIN_MESSAGES.guardianRequired]);
  const minor = await verifyLocally(ctx.app, agent, 'GUARDIAN', personAged(17), '/login');
  const young = await postAs(ctx.app, minor.agent, '/icec/api/login/grdnCnst', {
    guardianVrfcId: minor.vrfcId,
    guardianRelationCd: 'MOTHER',
    guardianAgreYn: 'Y',
  });
  expect(young.res.json()).toMatchObject({ message: JOIN_MESSAGES.guardianNotAdult });

  const guardian = await verifyLocally(ctx.app, minor.agent, 'GUARDIAN', personAged(41, { userNm: '김보호' }), '/login');
  const done = await postAs(ctx.app, guardian.agent, '/icec/api/login/grdnCnst', {
    guardianVrfcId: guardian.vrfcId,
    guardianRelationCd: 'MOTHER',
    guardianAgreYn: 'Y',
  });
  expect(done.res.json()).toMatchObject({ step: 'DONE', loginUserInfo: { userId: child.userId, eblcRegYn: 'Y' } });
  expect((await postAs(ctx.app, done.agent, '/icec/api/login/isLogin')).res.json().isLogin).toBe('Y');
  expect(
    await db()
      .select({ guardianNm: guardianConsent.guardianNm, relationCd: guardianConsent.relationCd })
      .from(guardianConsent)
      .where(eq(guardianConsent.userId, child.userId)),
  ).toEqual([{ guardianNm: '김보호', relationCd: 'MOTHER' }]);

  // the next login asks nothing more; a student of 14 never had the step
  const again = await postAs(ctx.app, await anonymousAgent(ctx.app), '/icec/api/login/login-proc', { userId: child.userId, pswd: NEW_PASSWORD });
  expect(again.res.json()).toMatchObject({ step: 'DONE' });
  expect((await firstLogin(teen)).step).toBe('DONE');
});

test('the guardian step is only for a session stopped at it: a guest or a logged-in session gets 401', async () => {
  const { teen } = await registered('79200');
  const body = { guardianVrfcId: 'x', guardianRelationCd: 'MOTHER', guardianAgreYn: 'Y' };
  expect((await postAs(ctx.app, await anonymousAgent(ctx.app), '/icec/api/login/grdnCnst', body)).res.statusCode).toBe(401);
  const { agent } = await firstLogin(teen);
  expect((await postAs(ctx.app, agent, '/icec/api/login/grdnCnst', body)).res.statusCode).toBe(401);
});
