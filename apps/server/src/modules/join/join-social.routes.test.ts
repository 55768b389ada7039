import { randomBytes } from 'node:crypto';
import { JOIN_MESSAGES } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, postAs, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { mbr, mbrTrmsAgre } from '../member/member.table.js';
import { socialAcnt, socialJoinPending } from '../social-login/social-login.table.js';
import { idntfVrfc } from './join.table.js';
import { personAged, verifyLocally } from '../../test/verification.test-helper.js';

const ctx = useTestApp();
const PSWD = 'Join!pass2026';
const SVC = [
  { trmsCd: 'SVC_USE', trmsVer: 1, agreYn: 'Y' },
  { trmsCd: 'PRIV_COLCT', trmsVer: 1, agreYn: 'Y' },
];
const MAJUON = [
  { trmsCd: 'MAJUON_USE', trmsVer: 1, agreYn: 'Y' },
  { trmsCd: 'MAJUON_PRIV', trmsVer: 1, agreYn: 'Y' },
];
let seq = 0;
const newUserId = () => `social${process.pid % 1000}x${++seq}`;

/** What the social-login module stores for a browser whose provider identity has no account yet. */
async function pendingIdentity(agent: TAgent, providerCd: 'kakao' | 'majuon', userNm: string | null = '마주온회원') {
  // The owner is whatever the verification start records for this browser.
  const start = await postAs(ctx.app, agent, '/icec/api/idntf/start', { purposeCd: 'JOIN', returnPath: '/mbrJoin/mbrJoinWrite' });
  const [row] = await ctx.database.db.select().from(idntfVrfc).where(eq(idntfVrfc.vrfcId, start.res.json().vrfcId));
  const pendingId = randomBytes(12).toString('hex');
  const subject = `subject-${pendingId}`;
  await ctx.database.db
    .insert(socialJoinPending)
    .values({ pendingId, ownerHash: row!.ownerHash, providerCd, subject, userNm, expiresAt: sql`now() + interval '10 minutes'` });
  return { pendingId, subject };
}

const majuonBody = (values: Record<string, unknown> = {}) => ({
  mbrTypeAuthrt: 'GN01',
  userId: newUserId(),
  pswd: PSWD,
  pswdCnfm: PSWD,
  brdt: personAged(25).brdt,
  agreements: [...SVC, ...MAJUON],
  ...values,
});
const majuonJoin = (agent: TAgent, body: object) => postAs(ctx.app, agent, '/icec/api/mbrJoin/majuonJoin', body);

test('majuonJoin links the partner identity waiting in this browser; the name comes from the partner', async () => {
  const agent = await anonymousAgent(ctx.app);
  const { pendingId, subject } = await pendingIdentity(agent, 'majuon', '마주온회원');
  const body = majuonBody({ userNm: '다른이름' });
  const { res } = await majuonJoin(agent, body);
  expect(res.statusCode).toBe(200);
  const [row] = await ctx.database.db.select().from(mbr).where(eq(mbr.userId, body.userId));
  expect(row).toMatchObject({ userNm: '마주온회원', brdt: body.brdt, userTypeCd: 'G', userSttsCd: 'ACTV', ciHash: null });
  const [link] = await ctx.database.db.select().from(socialAcnt).where(eq(socialAcnt.subject, subject));
  expect(link).toMatchObject({ providerCd: 'majuon', userId: body.userId });
  const [pending] = await ctx.database.db.select().from(socialJoinPending).where(eq(socialJoinPending.pendingId, pendingId));
  expect(pending!.usedAt).not.toBeNull();
  const agreed = await ctx.database.db.select().from(mbrTrmsAgre).where(eq(mbrTrmsAgre.userId, body.userId));
  expect(agreed).toHaveLength(4);
  const login = await postAs(ctx.app, await anonymousAgent(ctx.app), '/icec/api/login/login-proc', { userId: body.userId, pswd: PSWD });
  expect(login.res.json().step).toBe('DONE');
});

test('denied: majuonJoin without a partner identity, with another provider, or without the partner terms', async () => {
  const none = await majuonJoin(await anonymousAgent(ctx.app), majuonBody());
  expect(none.res.statusCode).toBe(400);
  expect(none.res.json().message).toBe(JOIN_MESSAGES.majuonPendingMissing);
  const kakaoAgent = await anonymousAgent(ctx.app);
  await pendingIdentity(kakaoAgent, 'kakao');
  expect((await majuonJoin(kakaoAgent, majuonBody())).res.json().message).toBe(JOIN_MESSAGES.majuonPendingMissing);
  const agent = await anonymousAgent(ctx.app);
  await pendingIdentity(agent, 'majuon');
  expect((await majuonJoin(agent, majuonBody({ agreements: SVC }))).res.json().message).toBe(JOIN_MESSAGES.termsRequired);
  const future = await majuonJoin(agent, majuonBody({ brdt: '2999-01-01' }));
  expect(future.res.json().data.fieldErrors.brdt).toBe(JOIN_MESSAGES.brdt);
  const badDate = await majuonJoin(agent, majuonBody({ brdt: '2010-02-30' }));
  expect(badDate.res.statusCode).toBe(400);
  expect(badDate.res.json().data.fieldErrors.brdt).toBe(JOIN_MESSAGES.brdt);
});

test('majuonJoin under 14 needs a verified adult guardian too', async () => {
  const agent = await anonymousAgent(ctx.app);
  await pendingIdentity(agent, 'majuon', null);
  const child = personAged(11);
  const body = majuonBody({ brdt: child.brdt, userNm: '박어린' });
  expect((await majuonJoin(agent, body)).res.json().message).toBe(JOIN_MESSAGES.guardianRequired);
  const guardian = await verifyLocally(ctx.app, agent, 'GUARDIAN', personAged(40), '/mbrJoin/majuonMbrJoinWrite');
  const ok = await majuonJoin(guardian.agent, { ...body, guardianVrfcId: guardian.vrfcId, guardianRelationCd: 'FATHER', guardianAgreYn: 'Y' });
  expect(ok.res.statusCode).toBe(200);
  const [row] = await ctx.database.db.select().from(mbr).where(eq(mbr.userId, body.userId));
  expect(row!.userNm).toBe('박어린');
});

test('a verified join with socialYn Y links the social identity waiting in this browser', async () => {
  const verified = await verifyLocally(ctx.app, await anonymousAgent(ctx.app), 'JOIN', personAged(20));
  const { subject } = await pendingIdentity(verified.agent, 'kakao');
  const userId = newUserId();
  const body = { mbrTypeAuthrt: 'GN01', userId, pswd: PSWD, pswdCnfm: PSWD, agreements: SVC, vrfcId: verified.vrfcId, socialYn: 'Y' };
  const { res } = await postAs(ctx.app, verified.agent, '/icec/api/mbrJoin/join', body);
  expect(res.statusCode).toBe(200);
  const [link] = await ctx.database.db.select().from(socialAcnt).where(eq(socialAcnt.subject, subject));
  expect(link!.userId).toBe(userId);

  const plain = await verifyLocally(ctx.app, await anonymousAgent(ctx.app), 'JOIN', personAged(21));
  const missing = await postAs(ctx.app, plain.agent, '/icec/api/mbrJoin/join', { ...body, userId: newUserId(), vrfcId: plain.vrfcId });
  expect(missing.res.json().message).toBe(JOIN_MESSAGES.socialPendingMissing);
});
