import { CLS_MESSAGES, LOGIN_MESSAGES, MBR_MNG_MESSAGES as M } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, postAs, sessionFor, TEST_PASSWORD, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { clsStdnt } from '../cls/cls.table.js';
import { mbr } from '../member/member.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { MBR_MNG_API, schoolFixture } from './stdnt-mng.test-helper.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const as = (userId: string) => sessionFor(ctx.app, userId);
const get = (agent: TAgent, url: string) => ctx.app.inject({ method: 'GET', url, headers: agent.headers });
const post = (agent: TAgent, url: string) => ctx.app.inject({ method: 'POST', url, headers: agent.headers, payload: {} });
const logsOf = (actorUserId: string) => db().select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.actorUserId, actorUserId));

/** The fixture school with students: 김민지 in 2-3, 이서준 waiting for 2-3, 박하늘 in 2-1, 최바다 of the school (chosen at join) without a class this year. */
async function schoolWithStudents(prefix: string) {
  const s = await schoolFixture(db(), prefix);
  const school = { userTypeCd: 'S' as const, mbrTypeAuthrt: 'ST01', schlCd: s.own, schlNm: '일괄중학교', schlTypeCd: 'MD01' };
  const minji = await createMember(db(), { ...school, userNm: '김민지', email: 'minji@example.com', mblTelno: '010-1234-5678' });
  const seojun = await createMember(db(), { ...school, userNm: '이서준' });
  const haneul = await createMember(db(), { ...school, userNm: '박하늘' });
  const bada = await createMember(db(), { ...school, userNm: '최바다' });
  await db()
    .insert(clsStdnt)
    .values([
      { clsId: s.clsId, userId: minji.userId, schlYr: s.schlYr, stdntNo: 1, sttsCd: 'APRV' },
      { clsId: s.clsId, userId: seojun.userId, schlYr: s.schlYr, stdntNo: 2, sttsCd: 'PNDG' },
      { clsId: s.otherClsId, userId: haneul.userId, schlYr: s.schlYr, stdntNo: 1, sttsCd: 'APRV' },
    ]);
  return { ...s, minji, seojun, haneul, bada };
}

const namesOf = async (agent: TAgent, query = '') =>
  (await get(agent, `${MBR_MNG_API}/list?currentPage=1${query}`)).json().list.map((r: { userNm: string }) => r.userNm);

test('the list: a homeroom teacher sees their classes, the career teacher every class of the school; approved students only; names in full, contacts masked; search; logged', async () => {
  const s = await schoolWithStudents('78100');
  const homeroom = await as(s.homeroom.userId);
  const career = await as(s.career.userId);
  expect(await namesOf(homeroom)).toEqual(['김민지']);
  // by class and number; a waiting student and one of no class this year are nobody's yet
  expect(await namesOf(career)).toEqual(['박하늘', '김민지']);
  expect(await namesOf(career, `&userNm=${encodeURIComponent('민지')}`)).toEqual(['김민지']);
  expect(await namesOf(career, `&clsId=${s.otherClsId}`)).toEqual(['박하늘']);
  expect(await namesOf(homeroom, `&clsId=${s.otherClsId}`)).toEqual([]);

  const page = (await get(homeroom, `${MBR_MNG_API}/list?currentPage=1`)).json();
  expect(page.pagination).toMatchObject({ currentPage: 1, countItem: 1, maxResults: 10 });
  expect(page.list[0]).toEqual({
    userId: s.minji.userId,
    userNm: '김민지',
    grd: 2,
    clsNo: 3,
    stdntNo: 1,
    clsSttsCd: 'APRV',
    userSttsCd: 'ACTV',
    eblcRegYn: 'N',
    pswdChgNeededYn: 'N',
    mblTelno: '010-****-5678',
    email: 'mi***@example.com',
    lastLoginAt: null,
  });
  expect((await logsOf(s.homeroom.userId)).map((l) => l.actnCd)).toContain('VIEW');

  const classes = (await get(career, `${MBR_MNG_API}/classes`)).json();
  expect(classes).toMatchObject({ schlCd: s.own, schlNm: '일괄중학교', schlYr: s.schlYr, crrTchrYn: 'Y' });
  expect(classes.list.map((c: { grd: number; clsNo: number; stdntCnt: number }) => [c.grd, c.clsNo, c.stdntCnt])).toEqual([
    [2, 1, 1],
    [2, 3, 1],
  ]);
  expect((await get(homeroom, `${MBR_MNG_API}/classes`)).json().list.map((c: { clsId: number }) => c.clsId)).toEqual([s.clsId]);
});

test('the detail: contacts in full, guardian consent state, logged; unknown 404, outside the teacher 403', async () => {
  const s = await schoolWithStudents('78200');
  const homeroom = await as(s.homeroom.userId);
  const res = await get(homeroom, `${MBR_MNG_API}/${s.minji.userId}`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ userId: s.minji.userId, userNm: '김민지', email: 'minji@example.com', mblTelno: '010-1234-5678', grdnCnstYn: 'N' });
  const log = await logsOf(s.homeroom.userId);
  expect(log).toEqual([expect.objectContaining({ actnCd: 'VIEW', trgtUserId: s.minji.userId, trgtDesc: M.accessDetail })]);

  expect((await get(homeroom, `${MBR_MNG_API}/no_such_user`)).json()).toMatchObject({ message: M.noStudent });
  expect((await get(homeroom, `${MBR_MNG_API}/no_such_user`)).statusCode).toBe(404);
  expect((await get(homeroom, `${MBR_MNG_API}/${s.plain.userId}`)).statusCode).toBe(404);
  // the homeroom teacher of 2-3 does not manage 2-1 nor a student of no class; the career teacher manages 2-1
  expect((await get(homeroom, `${MBR_MNG_API}/${s.haneul.userId}`)).statusCode).toBe(403);
  expect((await get(homeroom, `${MBR_MNG_API}/${s.bada.userId}`)).statusCode).toBe(403);
  expect((await get(await as(s.career.userId), `${MBR_MNG_API}/${s.haneul.userId}`)).statusCode).toBe(200);
});

test('a temporary password: answered once, the old one stops working, the next login must set a new one', async () => {
  const s = await schoolWithStudents('78300');
  const studentSession = await as(s.minji.userId);
  const res = await post(await as(s.homeroom.userId), `${MBR_MNG_API}/${s.minji.userId}/resetPswd`);
  expect(res.statusCode).toBe(200);
  const { tmpPswd } = res.json();
  expect(tmpPswd).toMatch(/^.{10}$/);
  // the student's sessions ended with the reset
  expect((await get(studentSession, '/icec/api/myInfo')).statusCode).toBe(401);
  const browser = await anonymousAgent(ctx.app);
  const login = (pswd: string) => postAs(ctx.app, browser, '/icec/api/login/login-proc', { userId: s.minji.userId, pswd });
  expect((await login(TEST_PASSWORD)).res.json()).toMatchObject({ message: LOGIN_MESSAGES.mismatch });
  expect((await login(tmpPswd)).res.json()).toMatchObject({ step: 'PSWD_CHG', loginUserInfo: null });
  const [row] = await db().select().from(mbr).where(eq(mbr.userId, s.minji.userId));
  expect(row!.pswdChgAt).toBeNull();
  expect(row!.eblcRegYn).toBe('N');
  const list = (await get(await as(s.homeroom.userId), `${MBR_MNG_API}/list?currentPage=1`)).json().list;
  expect(list[0]).toMatchObject({ userId: s.minji.userId, pswdChgNeededYn: 'Y' });
  expect(await logsOf(s.homeroom.userId)).toContainEqual(expect.objectContaining({ actnCd: 'UPDATE', trgtUserId: s.minji.userId, trgtDesc: M.accessReset }));
});

test('lock and unlock: the states, the sessions, the log; never a withdrawn account', async () => {
  const s = await schoolWithStudents('78400');
  const career = await as(s.career.userId);
  const studentSession = await as(s.haneul.userId);
  const lock = await post(career, `${MBR_MNG_API}/${s.haneul.userId}/lock`);
  expect(lock.json()).toEqual({ userId: s.haneul.userId, userSttsCd: 'LOCK' });
  expect((await get(studentSession, '/icec/api/myInfo')).statusCode).toBe(401);
  expect((await post(career, `${MBR_MNG_API}/${s.haneul.userId}/lock`)).json()).toMatchObject({ message: M.alreadyLocked });
  expect((await post(career, `${MBR_MNG_API}/${s.haneul.userId}/unlock`)).json()).toEqual({ userId: s.haneul.userId, userSttsCd: 'ACTV' });
  const again = await post(career, `${MBR_MNG_API}/${s.haneul.userId}/unlock`);
  expect([again.statusCode, again.json().message]).toEqual([409, M.notLocked]);
  const logged = (await logsOf(s.career.userId)).map((l) => l.trgtDesc);
  expect(logged).toEqual([M.accessLock, M.accessUnlock]);

  // a withdrawn student of the class: still found through the class, refused
  await db().update(mbr).set({ userSttsCd: 'WTDR', schlCd: null }).where(eq(mbr.userId, s.minji.userId));
  const withdrawn = await post(await as(s.homeroom.userId), `${MBR_MNG_API}/${s.minji.userId}/lock`);
  expect([withdrawn.statusCode, withdrawn.json().message]).toEqual([409, M.withdrawn]);
  expect(await namesOf(await as(s.homeroom.userId))).toEqual([]);
});

test('denied on every call: guest 401; a student, a pending teacher 403; a teacher of another school and one of the school not the class homeroom 403', async () => {
  const s = await schoolWithStudents('78500');
  const calls = [
    (a: TAgent) => get(a, `${MBR_MNG_API}/classes`),
    (a: TAgent) => get(a, `${MBR_MNG_API}/list?currentPage=1`),
    (a: TAgent) => get(a, `${MBR_MNG_API}/${s.minji.userId}`),
    (a: TAgent) => post(a, `${MBR_MNG_API}/${s.minji.userId}/resetPswd`),
    (a: TAgent) => post(a, `${MBR_MNG_API}/${s.minji.userId}/lock`),
    (a: TAgent) => post(a, `${MBR_MNG_API}/${s.minji.userId}/unlock`),
  ];
  for (const call of calls) {
    expect((await call(await anonymousAgent(ctx.app))).statusCode).toBe(401);
    expect((await call(await as(s.minji.userId))).json()).toMatchObject({ message: CLS_MESSAGES.teacherOnly });
    expect((await call(await as(s.pending.userId))).statusCode).toBe(403);
  }
  for (const call of calls.slice(2)) {
    expect((await call(await as(s.other.userId))).json()).toMatchObject({ message: M.forbidden });
    expect((await call(await as(s.plain.userId))).json()).toMatchObject({ message: M.forbidden });
  }
  // another school's teacher lists only their own school (none of these students)
  expect(await namesOf(await as(s.other.userId))).toEqual([]);
  expect(await namesOf(await as(s.plain.userId))).toEqual(['박하늘']);
  const [row] = await db()
    .select()
    .from(mbr)
    .where(and(eq(mbr.userId, s.minji.userId)));
  expect(row!.userSttsCd).toBe('ACTV');
});

test('the career teacher may not take over a student who only chose the school at join or still waits for approval (403, nothing changed)', async () => {
  const s = await schoolWithStudents('78600');
  const career = await as(s.career.userId);
  const before = await db().select().from(mbr).where(eq(mbr.userId, s.bada.userId));
  for (const stranger of [s.bada, s.seojun]) {
    for (const action of ['resetPswd', 'lock']) {
      const res = await post(career, `${MBR_MNG_API}/${stranger.userId}/${action}`);
      expect([res.statusCode, res.json().message], action).toEqual([403, M.forbidden]);
    }
    expect((await get(career, `${MBR_MNG_API}/${stranger.userId}`)).statusCode).toBe(403);
  }
  expect(await db().select().from(mbr).where(eq(mbr.userId, s.bada.userId))).toEqual(before);
  expect(await logsOf(s.career.userId)).toEqual([]);
});
