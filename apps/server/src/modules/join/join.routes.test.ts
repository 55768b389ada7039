import { IDNTF_MESSAGES, JOIN_MESSAGES, LOGIN_MESSAGES, PASSWORD_MESSAGES, SCHOOL_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, postAs, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { guardianConsent, mbr, mbrTrmsAgre } from '../member/member.table.js';
import { personAged, verifyLocally, type TTestPerson } from '../../test/verification.test-helper.js';

const ctx = useTestApp();
const PSWD = 'Join!pass2026';
const AGREE_ALL = [
  { trmsCd: 'SVC_USE', trmsVer: 1, agreYn: 'Y' },
  { trmsCd: 'PRIV_COLCT', trmsVer: 1, agreYn: 'Y' },
];
/** Demo schools (school.seed.ts) by their NEIS codes. */
const ELEMENTARY = '9990001';
const MIDDLE = '9990004';
const HIGH = '9990006';
let seq = 0;
const newUserId = () => `joiner${process.pid % 1000}x${++seq}`;

const memberOf = async (userId: string) => (await ctx.database.db.select().from(mbr).where(eq(mbr.userId, userId)))[0];

/** A guest browser with a verified JOIN (and optionally GUARDIAN) verification. */
async function verifiedBrowser(person: TTestPerson, guardian?: TTestPerson) {
  const join = await verifyLocally(ctx.app, await anonymousAgent(ctx.app), 'JOIN', person);
  if (!guardian) return { agent: join.agent, vrfcId: join.vrfcId };
  const g = await verifyLocally(ctx.app, join.agent, 'GUARDIAN', guardian);
  return { agent: g.agent, vrfcId: join.vrfcId, guardianVrfcId: g.vrfcId };
}

const joinBody = (vrfcId: string, values: Record<string, unknown> = {}) => ({
  mbrTypeAuthrt: 'GN01',
  userId: newUserId(),
  pswd: PSWD,
  pswdCnfm: PSWD,
  email: 'joiner@example.com',
  mblTelno: '',
  zip: '06234',
  addr: '서울특별시 강남구 테헤란로 1',
  addrDtl: '101호',
  agreements: AGREE_ALL,
  vrfcId,
  ...values,
});
const join = (agent: TAgent, body: object) => postAs(ctx.app, agent, '/icec/api/mbrJoin/join', body);

test('terms in force come with their full texts; the id check answers Y or N', async () => {
  const agent = await anonymousAgent(ctx.app);
  const svc = await ctx.app.inject({ method: 'GET', url: '/icec/api/mbrJoin/trms?trgtCd=SVC' });
  expect(svc.json().trmsList.map((t: { trmsCd: string }) => t.trmsCd)).toEqual(['SVC_USE', 'PRIV_COLCT']);
  expect(svc.json().trmsList[0]).toMatchObject({ trmsVer: 1, requiredYn: 'Y', trmsNm: '서비스 이용약관' });
  expect(svc.json().trmsList[0].cn).toContain('제1조(목적)');
  const majuon = await ctx.app.inject({ method: 'GET', url: '/icec/api/mbrJoin/trms?trgtCd=MAJUON' });
  expect(majuon.json().trmsList).toHaveLength(2);
  expect((await ctx.app.inject({ method: 'GET', url: '/icec/api/mbrJoin/trms?trgtCd=ETC' })).statusCode).toBe(400);

  const check = async (userId: string) => (await postAs(ctx.app, agent, '/icec/api/mbrJoin/checkId', { userId })).res;
  expect((await check('freshname')).json()).toEqual({ usableYn: 'Y' });
  expect((await check('Student1')).json()).toEqual({ usableYn: 'N' });
  expect((await check('root')).json()).toEqual({ usableYn: 'N' });
  expect((await check('administrator')).json()).toEqual({ usableYn: 'N' });
  const bad = await check('1abc');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().data.fieldErrors.userId).toBe(JOIN_MESSAGES.userIdRule);
});

test('a 14-year-old joins: active account, name and birth date from the verification, terms kept, login works', async () => {
  const person = personAged(14, { userNm: '김중학' });
  const { agent, vrfcId } = await verifiedBrowser(person);
  const body = joinBody(vrfcId, {
    mbrTypeAuthrt: 'ST01',
    schlCd: MIDDLE,
    schlNm: '가짜중학교',
    grd: '2',
    clsNm: '3',
    userTypeCd: 'A',
    userNm: '가짜이름',
    brdt: '1970-01-01',
    userSttsCd: 'ACTV',
  });
  const { res } = await join(agent, body);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ userId: body.userId });
  const row = await memberOf(body.userId);
  expect(row).toMatchObject({
    userNm: '김중학',
    brdt: person.brdt,
    userTypeCd: 'S',
    mbrTypeAuthrt: 'ST01',
    userSttsCd: 'ACTV',
    schlCd: MIDDLE,
    schlNm: '진로중학교',
    schlTypeCd: 'MD01',
    grd: 2,
    clsNm: '3',
    zip: '06234',
  });
  expect(row!.mblTelno).toBe(person.mblTelno);
  const agreements = await ctx.database.db.select().from(mbrTrmsAgre).where(eq(mbrTrmsAgre.userId, body.userId));
  expect(agreements.map((a) => `${a.trmsCd}:${a.trmsVer}:${a.agreYn}`).sort()).toEqual(['PRIV_COLCT:1:Y', 'SVC_USE:1:Y']);

  const guest = await anonymousAgent(ctx.app);
  const wrong = await postAs(ctx.app, guest, '/icec/api/login/login-proc', { userId: body.userId, pswd: 'Wrong!pass2026' });
  expect(wrong.res.statusCode).toBe(400);
  const right = await postAs(ctx.app, guest, '/icec/api/login/login-proc', { userId: body.userId, pswd: PSWD });
  expect(right.res.json()).toMatchObject({ step: 'DONE', loginUserInfo: { userId: body.userId, userTypeCd: 'S' } });

  // the verification served once
  const again = await join(agent, joinBody(vrfcId));
  expect(again.res.json().message).toBe(IDNTF_MESSAGES.used);
});

test('under 14: refused without a guardian, accepted with an adult guardian, the consent kept', async () => {
  const child = personAged(13, { userNm: '이초등' });
  const guardian = personAged(42, { userNm: '이보호' });
  const { agent, vrfcId, guardianVrfcId } = await verifiedBrowser(child, guardian);
  const body = joinBody(vrfcId, { mbrTypeAuthrt: 'ST01', schlCd: ELEMENTARY, grd: '6' });
  const alone = await join(agent, body);
  expect(alone.res.statusCode).toBe(400);
  expect(alone.res.json().message).toBe(JOIN_MESSAGES.guardianRequired);
  const noConsent = await join(agent, { ...body, guardianVrfcId, guardianRelationCd: 'MOTHER', guardianAgreYn: 'N' });
  expect(noConsent.res.json().message).toBe(JOIN_MESSAGES.guardianRequired);
  // the failed attempts used up nothing
  const ok = await join(agent, { ...body, guardianVrfcId, guardianRelationCd: 'MOTHER', guardianAgreYn: 'Y' });
  expect(ok.res.statusCode).toBe(200);
  const [consent] = await ctx.database.db.select().from(guardianConsent).where(eq(guardianConsent.userId, body.userId));
  expect(consent).toMatchObject({ guardianNm: '이보호', guardianBrdt: guardian.brdt, relationCd: 'MOTHER', verificationId: guardianVrfcId });
  // name and type from the school list
  expect(await memberOf(body.userId)).toMatchObject({ schlCd: ELEMENTARY, schlNm: '진로초등학교', schlTypeCd: 'EL01', grd: 6 });
});

test('a guardian must be an adult, and a JOIN verification cannot stand in for a GUARDIAN one', async () => {
  const { agent, vrfcId, guardianVrfcId } = await verifiedBrowser(personAged(10), personAged(17));
  const minor = await join(agent, joinBody(vrfcId, { guardianVrfcId, guardianRelationCd: 'FATHER', guardianAgreYn: 'Y' }));
  expect(minor.res.json().message).toBe(JOIN_MESSAGES.guardianNotAdult);
  const other = await verifiedBrowser(personAged(12));
  const second = await verifyLocally(ctx.app, other.agent, 'JOIN', personAged(44));
  const swapped = await join(second.agent, joinBody(other.vrfcId, { guardianVrfcId: second.vrfcId, guardianRelationCd: 'FATHER', guardianAgreYn: 'Y' }));
  expect(swapped.res.json().message).toBe(IDNTF_MESSAGES.wrongPurpose);
});

test('one account per person: a second join of the same person is refused', async () => {
  const person = personAged(35);
  const first = await verifiedBrowser(person);
  expect((await join(first.agent, joinBody(first.vrfcId))).res.statusCode).toBe(200);
  const second = await verifiedBrowser(person);
  const dup = await join(second.agent, joinBody(second.vrfcId, { mbrTypeAuthrt: 'TC01' }));
  expect(dup.res.statusCode).toBe(400);
  expect(dup.res.json().message).toBe('이미 가입된 회원입니다. 아이디 찾기를 이용해 주세요.');
});

test('denied: weak or mismatched passwords, missing terms, taken ids, a stranger\u2019s verification', async () => {
  const person = personAged(30);
  const { agent, vrfcId } = await verifiedBrowser(person);
  const weak = await join(agent, joinBody(vrfcId, { pswd: 'abcdefgh', pswdCnfm: 'abcdefgh' }));
  expect(weak.res.json().data.fieldErrors.pswd).toBe(PASSWORD_MESSAGES.rule);
  const withBrdt = `Ab!${person.brdt.replaceAll('-', '')}`;
  expect((await join(agent, joinBody(vrfcId, { pswd: withBrdt, pswdCnfm: withBrdt }))).res.json().data.fieldErrors.pswd).toBe(PASSWORD_MESSAGES.containsBrdt);
  const mismatch = await join(agent, joinBody(vrfcId, { pswdCnfm: `${PSWD}x` }));
  expect(mismatch.res.json().data.fieldErrors.pswdCnfm).toBe(PASSWORD_MESSAGES.mismatch);
  const terms = await join(agent, joinBody(vrfcId, { agreements: [AGREE_ALL[0]] }));
  expect(terms.res.json().message).toBe(JOIN_MESSAGES.termsRequired);
  const oldTerms = await join(agent, joinBody(vrfcId, { agreements: AGREE_ALL.map((a) => ({ ...a, trmsVer: 9 })) }));
  expect(oldTerms.res.json().message).toBe(JOIN_MESSAGES.termsChanged);
  const taken = await join(agent, joinBody(vrfcId, { userId: 'student1' }));
  expect(taken.res.json().data.fieldErrors.userId).toBe(JOIN_MESSAGES.userIdTaken);
  const reserved = await join(agent, joinBody(vrfcId, { userId: 'admin_x' }));
  expect(reserved.res.json().data.fieldErrors.userId).toBe(JOIN_MESSAGES.userIdReserved);
  const stranger = await join(await anonymousAgent(ctx.app), joinBody(vrfcId));
  expect(stranger.res.json().message).toBe(IDNTF_MESSAGES.notFound);
  const student = await join(agent, joinBody(vrfcId, { mbrTypeAuthrt: 'ST02', schlNm: '진로고등학교', grd: '1' }));
  expect(student.res.json().data.fieldErrors.schlCd).toBe(SCHOOL_MESSAGES.schlRequired);
  const unknown = await join(agent, joinBody(vrfcId, { mbrTypeAuthrt: 'ST02', schlCd: '1234567', grd: '1' }));
  expect(unknown.res.json().data.fieldErrors.schlCd).toBe(SCHOOL_MESSAGES.notInList);
  const malformed = await join(agent, joinBody(vrfcId, { mbrTypeAuthrt: 'ST02', schlCd: "9990006' or 1=1", grd: '1' }));
  expect(malformed.res.json().data.fieldErrors.schlCd).toBe(SCHOOL_MESSAGES.schlRequired);
  const highGrade = await join(agent, joinBody(vrfcId, { mbrTypeAuthrt: 'ST02', schlCd: HIGH, grd: '4' }));
  expect(highGrade.res.json().data.fieldErrors.grd).toBe(SCHOOL_MESSAGES.grd(3));
  const noGrade = await join(agent, joinBody(vrfcId, { mbrTypeAuthrt: 'ST02', schlCd: HIGH }));
  expect(noGrade.res.json().data.fieldErrors.grd).toBe('필수 입력 항목입니다.');
  // after all that the verification is still good
  expect((await join(agent, joinBody(vrfcId))).res.statusCode).toBe(200);
});

test('denied: every join route answers a logged-in caller and a bad body with 400 in Korean', async () => {
  const member = await sessionFor(ctx.app, 'member1');
  const loggedIn = await ctx.app.inject({ method: 'GET', url: '/icec/api/mbrJoin/trms', headers: member.headers });
  expect(loggedIn.statusCode).toBe(400);
  expect(loggedIn.json().message).toBe(JOIN_MESSAGES.alreadyLoggedIn);
  const guest = await anonymousAgent(ctx.app);
  for (const url of ['checkId', 'join', 'majuonJoin', 'admJoin'].map((p) => `/icec/api/mbrJoin/${p}`)) {
    const asMember = await postAs(ctx.app, member, url, {});
    expect(asMember.res.statusCode).toBe(400);
    expect(asMember.res.json().message).toBe(JOIN_MESSAGES.alreadyLoggedIn);
    const bad = await postAs(ctx.app, guest, url, { userId: 3, agreements: 'all' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json()).toMatchObject({ code: 'VALIDATION', message: '입력값을 확인해 주세요.' });
    expect(bad.res.json().data.fieldErrors.userId).toBe(JOIN_MESSAGES.userIdRule);
  }
  const wrongType = await join(guest, joinBody('x', { mbrTypeAuthrt: 'AD01' }));
  expect(wrongType.res.json().data.fieldErrors.mbrTypeAuthrt).toBe(JOIN_MESSAGES.mbrType);
});

test('admJoin: a verified staff member becomes a pending administrator who cannot log in yet', async () => {
  const person = personAged(38, { userNm: '박직원' });
  const { agent, vrfcId } = await verifiedBrowser(person);
  const userId = newUserId();
  const body = {
    mbrTypeAuthrt: 'IM01',
    userId,
    pswd: PSWD,
    pswdCnfm: PSWD,
    email: 'staff@example.com',
    instNm: '진로체험센터',
    agreements: AGREE_ALL,
    vrfcId,
    userSttsCd: 'ACTV',
  };
  const { res } = await postAs(ctx.app, agent, '/icec/api/mbrJoin/admJoin', body);
  expect(res.statusCode).toBe(200);
  expect(await memberOf(userId)).toMatchObject({ userTypeCd: 'A', userSttsCd: 'PNDG', admRoleCd: 'INST', instNm: '진로체험센터', userNm: '박직원' });
  const login = await postAs(ctx.app, await anonymousAgent(ctx.app), '/api/login/login-proc', { userId, pswd: PSWD, otpCd: '123456' });
  expect(login.res.json().message).toBe(LOGIN_MESSAGES.pending);

  const child = await verifiedBrowser(personAged(12));
  const refused = await postAs(ctx.app, child.agent, '/icec/api/mbrJoin/admJoin', { ...body, userId: newUserId(), vrfcId: child.vrfcId });
  expect(refused.res.json().message).toBe(JOIN_MESSAGES.admChild);
  const notAdmType = await postAs(ctx.app, agent, '/icec/api/mbrJoin/admJoin', { ...body, mbrTypeAuthrt: 'GN01' });
  expect(notAdmType.res.json().data.fieldErrors.mbrTypeAuthrt).toBe(JOIN_MESSAGES.mbrType);
});
