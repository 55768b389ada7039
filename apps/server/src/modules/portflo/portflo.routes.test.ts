import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLS_MESSAGES, EXPORT_MESSAGES, PORTFLO_LOG, PORTFLO_MESSAGES as M, schlYrOf } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { callAs } from '../../test/board.test-helper.js';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { addActv, schoolWithClass } from '../../test/school-class.test-helper.js';
import { useTestApp } from '../../test/test-app.js';
import { cls, clsStdnt } from '../cls/cls.table.js';
import { cntst, cntstEntry } from '../cntst/cntst.table.js';
import { fusnAply, fusnAtndc, fusnPrgrm, fusnSesn } from '../fusn/fusn.table.js';
import { inspSheet } from '../insp/insp.table.js';
import { pointBalance, pointLedger } from '../point/point.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { portflo } from './portflo.table.js';

const ctx = useTestApp();
const API = '/icec/api/portflo';
const call = (agent: TAgent, method: 'GET' | 'PUT', url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);

/** A school with a class, and the student's records: two activities this year, one fusion activity last year, a test result, a prize and points. */
async function studentWithRecords() {
  const s = await schoolWithClass(ctx.app);
  const db = ctx.database.db;
  const year = s.schlYr;
  await addActv(db, { actvSeCd: 'STDNT', wrtrId: s.student.userId, userIds: [s.student.userId], actvYmd: `${year}-04-10`, actvNm: '코딩 로봇 만들기' });
  await addActv(db, {
    actvSeCd: 'SCHL',
    wrtrId: s.homeroom.userId,
    userIds: [s.student.userId, s.classmate.userId],
    actvYmd: `${year}-05-02`,
    actvNm: '직업인 특강',
  });
  await addActv(db, {
    actvSeCd: 'FUSN',
    wrtrId: 'admin',
    userIds: [s.student.userId],
    actvYmd: `${year - 1}-07-20`,
    actvNm: '드론 체험',
    srcKey: `t:${s.student.userId}`,
  });
  const [demo] = await db
    .select()
    .from(inspSheet)
    .where(and(eq(inspSheet.userId, 'student1'), eq(inspSheet.sttsCd, 'CMPL')));
  await db.insert(inspSheet).values({ ...demo!, sheetId: undefined, userId: s.student.userId, cmplAt: new Date(), startedAt: new Date(), savedAt: new Date() });
  const [published] = await db.select().from(cntst).where(eq(cntst.sttsCd, 'PUBLISHED'));
  await db
    .insert(cntstEntry)
    .values({ cntstId: published!.cntstId, userId: s.student.userId, entryTtl: '나의 꿈 수기', vals: { f1: '수기' }, prizeId: published!.prizes[0]!.prizeId });
  await db
    .insert(pointLedger)
    .values({ userId: s.student.userId, pointTypeCd: 'CRR', points: 30, balanceAfter: 30, reason: '진로활동', idntfKey: `CRR:t${s.student.userId}` });
  await db.insert(pointBalance).values({ userId: s.student.userId, balance: 30 });
  return { ...s, cntstTtl: published!.cntstTtl, prizeNm: published!.prizes[0]!.prizeNm, demoCode: demo!.scores!.code };
}

const logsOf = (actorUserId: string) => ctx.database.db.select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.actorUserId, actorUserId));

test('a guest is refused every portfolio call (401)', async () => {
  const guest = await anonymousAgent(ctx.app);
  const answers = [
    await call(guest, 'GET', `${API}/view`),
    await call(guest, 'GET', `${API}/view/student1`),
    await call(guest, 'PUT', `${API}/settings`, { hiddenSections: [] }),
    await call(guest, 'GET', `${API}/pdf`),
    await call(guest, 'GET', `${API}/fusionActv/student1`),
    await call(guest, 'GET', `${API}/hstry`),
    await call(guest, 'GET', `${API}/stdnts`),
  ];
  expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 401]);
});

test('the student reads their own portfolio: every section, activities by school year, the latest test, the prize and the points', async () => {
  const s = await studentWithRecords();
  const res = await call(s.student.agent, 'GET', `${API}/view`);
  expect(res.statusCode).toBe(200);
  const view = res.json();
  expect(view).toMatchObject({ userId: s.student.userId, userNm: '김포트', own: true, profile: { schlNm: '포트중학교', grd: 2, clsNm: '3' }, prgrm: [] });
  expect(view.actv.map((y: { schlYr: number; list: { actvNm: string }[] }) => [y.schlYr, y.list.map((a) => a.actvNm)])).toEqual([
    [s.schlYr, ['직업인 특강', '코딩 로봇 만들기']],
    [s.schlYr - 1, ['드론 체험']],
  ]);
  expect(view.insp).toHaveLength(1);
  expect(view.insp[0]).toMatchObject({ code: s.demoCode, schlYr: schlYrOf() });
  expect(view.insp[0].topScales).toHaveLength(3);
  expect(view.cntst).toEqual([expect.objectContaining({ cntstTtl: s.cntstTtl, entryTtl: '나의 꿈 수기', prizeNm: s.prizeNm })]);
  expect(view.point).toEqual({ earned: 30, balance: 30 });
  // the same with the own id in the path; the student's own reads are not logged
  expect((await call(s.student.agent, 'GET', `${API}/view/${s.student.userId}`)).json().own).toBe(true);
  expect(await logsOf(s.student.userId)).toEqual([]);
});

test('the programs section lists the fusion sessions the student attended (issue 19), with the certificate once ended', async () => {
  const s = await schoolWithClass(ctx.app);
  const db = ctx.database.db;
  const [prgrm] = await db
    .insert(fusnPrgrm)
    .values({
      prgrmNm: '미래 직업 탐험',
      prgrmSeCd: 'INDV',
      schlLvls: ['MD01'],
      prgrmExpln: '<p>탐험</p>',
      durMin: 60,
      opnDt: new Date('2026-03-01T00:00:00+09:00'),
      ddlnDays: 1,
      sttsCd: 'OPEN',
    })
    .returning();
  const sesn = async (ymd: string) =>
    (
      await db
        .insert(fusnSesn)
        .values({
          prgrmId: prgrm!.prgrmId,
          sesnYmd: ymd,
          bgngTm: '10:00',
          endTm: '11:00',
          bgngDt: new Date(`${ymd}T10:00:00+09:00`),
          endDt: new Date(`${ymd}T11:00:00+09:00`),
          ddlnDt: new Date(`${ymd}T00:00:00+09:00`),
          cpcty: 20,
        })
        .returning()
    )[0]!.sesnId;
  const attend = async (sesnId: number, atndcCd: 'PRSNT' | 'ABSNT') => {
    const [aply] = await db.insert(fusnAply).values({ sesnId, userId: s.student.userId, sttsCd: 'APLY' }).returning();
    await db.insert(fusnAtndc).values({ aplyId: aply!.aplyId, atndcCd, chkinSeCd: 'MNL' });
  };
  await attend(await sesn(`${s.schlYr - 1}-05-12`), 'PRSNT');
  await attend(await sesn(`${s.schlYr - 1}-05-13`), 'ABSNT');
  const view = (await call(s.student.agent, 'GET', `${API}/view`)).json();
  expect(view.prgrm).toEqual([{ prgrmNm: '미래 직업 탐험', ymd: `${s.schlYr - 1}-05-12`, schlYr: s.schlYr - 1, certYn: 'Y' }]);
});

test('settings: the student hides sections and writes texts; a teacher of the school reads without the hidden ones, and the read is logged', async () => {
  const s = await studentWithRecords();
  const put = await call(s.student.agent, 'PUT', `${API}/settings`, { slfIntrcn: '  로봇을 좋아합니다. ', goal: '개발자', hiddenSections: ['POINT', 'INSP'] });
  expect(put.statusCode).toBe(200);
  expect(put.json()).toEqual({ slfIntrcn: '로봇을 좋아합니다.', goal: '개발자', hiddenSections: ['INSP', 'POINT'] });
  const own = (await call(s.student.agent, 'GET', `${API}/view`)).json();
  expect([own.insp === null, own.point, own.settings.hiddenSections]).toEqual([false, { earned: 30, balance: 30 }, ['INSP', 'POINT']]);
  const read = (await call(s.plain.agent, 'GET', `${API}/view/${s.student.userId}`)).json();
  expect(read).toMatchObject({ own: false, insp: null, point: null, settings: { slfIntrcn: '로봇을 좋아합니다.', goal: '개발자', hiddenSections: [] } });
  expect(read.actv).toHaveLength(2);
  expect((await logsOf(s.plain.userId)).map((l) => [l.actnCd, l.trgtUserId, l.trgtDesc])).toEqual([['VIEW', s.student.userId, '포트폴리오 조회']]);
});

test('settings are refused for a teacher (403), an over-long text (400) and an unknown or repeated section (400); nothing is written', async () => {
  const s = await schoolWithClass(ctx.app);
  const teacher = await call(s.plain.agent, 'PUT', `${API}/settings`, { hiddenSections: [] });
  expect([teacher.statusCode, teacher.json().message]).toEqual([403, M.settingsOwnOnly]);
  const long = await call(s.student.agent, 'PUT', `${API}/settings`, { slfIntrcn: '가'.repeat(1001), hiddenSections: [] });
  expect(long.statusCode).toBe(400);
  expect((await call(s.student.agent, 'PUT', `${API}/settings`, { hiddenSections: ['XX'] })).statusCode).toBe(400);
  const twice = await call(s.student.agent, 'PUT', `${API}/settings`, { hiddenSections: ['POINT', 'POINT'] });
  expect([twice.statusCode, twice.json().data.fieldErrors.hiddenSections]).toEqual([400, M.dupSection]);
  const phone = await call(s.student.agent, 'PUT', `${API}/settings`, { goal: '연락처 010-1234-5678', hiddenSections: [] });
  expect([phone.statusCode, phone.json().code]).toEqual([400, 'PERSONAL_INFO']);
  expect(await ctx.database.db.select().from(portflo).where(eq(portflo.userId, s.student.userId))).toEqual([]);
});

test("another student, a teacher of another school, a general member and an unknown id are refused a student's records (403)", async () => {
  const s = await studentWithRecords();
  const urls = [
    `${API}/view/${s.student.userId}`,
    `${API}/pdf/${s.student.userId}`,
    `${API}/fusionActv/${s.student.userId}`,
    `${API}/hstry/${s.student.userId}`,
  ];
  for (const agent of [s.classmate.agent, s.outsider.agent, s.otherTeacher.agent, s.general.agent]) {
    for (const url of urls) {
      const res = await call(agent, 'GET', url);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, CLS_MESSAGES.studentForbidden]);
    }
  }
  // an unknown id answers as a forbidden one: the answer does not tell who exists
  const unknown = await call(s.plain.agent, 'GET', `${API}/view/no_such_student`);
  expect([unknown.statusCode, unknown.json().message]).toEqual([403, CLS_MESSAGES.studentForbidden]);
  // without an id the caller must be a student
  for (const url of [`${API}/view`, `${API}/pdf`, `${API}/hstry`]) {
    const res = await call(s.plain.agent, 'GET', url);
    expect([res.statusCode, res.json().message]).toEqual([403, M.studentOnly]);
  }
  expect(await logsOf(s.otherTeacher.userId)).toEqual([]);
});

test('the fusion activity list: the student and their teachers read it, paged', async () => {
  const s = await studentWithRecords();
  for (let i = 1; i <= 11; i += 1)
    await addActv(ctx.database.db, {
      actvSeCd: 'FUSN',
      wrtrId: 'admin',
      userIds: [s.student.userId],
      actvYmd: `${s.schlYr}-06-${String(i).padStart(2, '0')}`,
      actvNm: `체험 ${i}`,
      srcKey: `t:${s.student.userId}:${i}`,
    });
  const first = (await call(s.student.agent, 'GET', `${API}/fusionActv/${s.student.userId}`)).json();
  expect(first.list).toHaveLength(10);
  expect(first.list[0].actvNm).toBe('체험 11');
  expect(first.pagination.countItem).toBe(12);
  const second = (await call(s.homeroom.agent, 'GET', `${API}/fusionActv/${s.student.userId}?currentPage=2`)).json();
  expect(second.list.map((a: { actvNm: string }) => a.actvNm)).toEqual(['체험 1', '드론 체험']);
  expect(second).toMatchObject({ userId: s.student.userId, userNm: '김포트' });
});

test('the career history is a timeline by school year with tests, activities and awards; the teachers pick the student from their classes', async () => {
  const s = await studentWithRecords();
  const own = (await call(s.student.agent, 'GET', `${API}/hstry`)).json();
  const byTeacher = (await call(s.career.agent, 'GET', `${API}/hstry/${s.student.userId}`)).json();
  expect(byTeacher).toEqual(own);
  const now = own.years.find((y: { schlYr: number }) => y.schlYr === schlYrOf());
  expect(now.insp).toHaveLength(1);
  expect(now.awards).toEqual([expect.objectContaining({ prizeNm: s.prizeNm })]);
  expect(own.years.at(-1).actv.map((a: { actvNm: string }) => a.actvNm)).toEqual(['드론 체험']);
});

test("the teachers' pick list: the school's classes of the year and their students in one statement, logged as a view of students' names", async () => {
  const s = await studentWithRecords();
  const db = ctx.database.db;
  // two more classes: one with a student, one empty, so a query per class would show
  const [second, empty] = await db
    .insert(cls)
    .values([
      { schlCd: s.schlCd, schlYr: s.schlYr, grd: 3, clsNo: 1 },
      { schlCd: s.schlCd, schlYr: s.schlYr, grd: 3, clsNo: 2 },
    ])
    .returning();
  const senior = await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm: '오삼반', schlCd: s.schlCd, grd: 3, clsNm: '1' });
  await db.insert(clsStdnt).values({ clsId: second!.clsId, userId: senior.userId, schlYr: s.schlYr, stdntNo: 1, sttsCd: 'APRV' });
  const query = vi.spyOn(ctx.database.pool, 'query');
  const res = await call(s.career.agent, 'GET', `${API}/stdnts`);
  const rosterStatements = query.mock.calls.filter(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text).includes('"cls_stdnt"'));
  query.mockRestore();
  expect(rosterStatements).toHaveLength(1);
  expect(res.json()).toEqual({
    schlYr: s.schlYr,
    classes: [
      {
        clsId: s.clsId,
        grd: 2,
        clsNo: 3,
        students: [
          { userId: s.classmate.userId, userNm: '이학급', stdntNo: 2 },
          { userId: s.student.userId, userNm: '김포트', stdntNo: 7 },
        ],
      },
      { clsId: second!.clsId, grd: 3, clsNo: 1, students: [{ userId: senior.userId, userNm: '오삼반', stdntNo: 1 }] },
      { clsId: empty!.clsId, grd: 3, clsNo: 2, students: [] },
    ],
  });
  expect(await logsOf(s.career.userId)).toEqual([
    expect.objectContaining({ actnCd: 'VIEW', trgtUserId: null, trgtDesc: `${PORTFLO_LOG.stdnts(s.schlYr)} 3명` }),
  ]);
  // a homeroom teacher picks from their own classes only; a teacher without one from none
  expect((await call(s.homeroom.agent, 'GET', `${API}/stdnts`)).json().classes.map((c: { clsId: number }) => c.clsId)).toEqual([s.clsId]);
  expect((await call(s.plain.agent, 'GET', `${API}/stdnts`)).json().classes).toEqual([]);
  const student = await call(s.student.agent, 'GET', `${API}/stdnts`);
  expect([student.statusCode, student.json().message]).toEqual([403, CLS_MESSAGES.teacherOnly]);
});

test('the A4 PDF in Korean: the Korean file name, the text extractable, hidden sections left out for a teacher', async () => {
  const s = await studentWithRecords();
  await call(s.student.agent, 'PUT', `${API}/settings`, { slfIntrcn: '로봇을 좋아합니다.', goal: null, hiddenSections: ['POINT'] });
  const res = await call(s.student.agent, 'GET', `${API}/pdf`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('김포트_포트폴리오_')}`);
  const textOf = (bytes: Buffer) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'portflo-')), 'p.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };
  const own = textOf(res.rawPayload);
  expect(res.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  for (const text of ['김포트 학생 포트폴리오', '로봇을 좋아합니다.', '코딩 로봇 만들기', '드론 체험', M.noPrograms, s.prizeNm, '적립한 포인트: 30점'])
    expect(own).toContain(text);
  const teachers = textOf((await call(s.homeroom.agent, 'GET', `${API}/pdf/${s.student.userId}?reason=${encodeURIComponent('진로 상담 자료')}`)).rawPayload);
  expect(teachers).toContain('코딩 로봇 만들기');
  expect(teachers).not.toContain('적립한 포인트');
});

test("a teacher downloads a student's PDF only with a reason, logged as a DOWNLOAD with it; the student's own needs none and is not logged", async () => {
  const s = await studentWithRecords();
  const url = `${API}/pdf/${s.student.userId}`;
  for (const [query, message] of [
    ['', EXPORT_MESSAGES.reasonRequired],
    ['?reason=%20%20', EXPORT_MESSAGES.reasonRequired],
    ['?reason=abc', EXPORT_MESSAGES.reasonLength],
  ] as const) {
    const res = await call(s.homeroom.agent, 'GET', `${url}${query}`);
    expect([query, res.statusCode, res.json().data.fieldErrors.reason]).toEqual([query, 400, message]);
  }
  expect(await logsOf(s.homeroom.userId)).toEqual([]);
  const res = await call(s.homeroom.agent, 'GET', `${url}?reason=${encodeURIComponent(' 학부모 상담 자료 ')}`);
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
  expect(await logsOf(s.homeroom.userId)).toEqual([
    expect.objectContaining({ actnCd: 'DOWNLOAD', trgtUserId: s.student.userId, trgtDesc: PORTFLO_LOG.pdf, reason: '학부모 상담 자료' }),
  ]);
  // a stranger is refused before any reason is asked
  const stranger = await call(s.otherTeacher.agent, 'GET', `${url}?reason=${encodeURIComponent('학부모 상담 자료')}`);
  expect([stranger.statusCode, stranger.json().message]).toEqual([403, CLS_MESSAGES.studentForbidden]);
  expect((await call(s.student.agent, 'GET', `${API}/pdf`)).statusCode).toBe(200);
  expect((await call(s.student.agent, 'GET', url)).statusCode).toBe(200);
  expect(await logsOf(s.student.userId)).toEqual([]);
});

test("an administrator reads a student's portfolio, fusion list, history and PDF through the admin realm, each read logged; a member may not call them", async () => {
  const s = await studentWithRecords();
  await call(s.student.agent, 'PUT', `${API}/settings`, { hiddenSections: ['CNTST'] });
  const admin = await sessionFor(ctx.app, 'admin');
  const view = await call(admin, 'GET', `/api/portflo/view/${s.student.userId}`);
  expect([view.statusCode, view.json().own, view.json().cntst, view.json().actv.length]).toEqual([200, false, null, 2]);
  expect((await call(admin, 'GET', `/api/portflo/fusionActv/${s.student.userId}`)).json().list.map((a: { actvNm: string }) => a.actvNm)).toEqual(['드론 체험']);
  expect((await call(admin, 'GET', `/api/portflo/hstry/${s.student.userId}`)).statusCode).toBe(200);
  expect((await call(admin, 'GET', `/api/portflo/pdf/${s.student.userId}`)).statusCode).toBe(400);
  const pdf = await call(admin, 'GET', `/api/portflo/pdf/${s.student.userId}?reason=${encodeURIComponent('민원 확인 자료')}`);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  const unknown = await call(admin, 'GET', `/api/portflo/view/no_such_student`);
  expect(unknown.statusCode).toBe(403);
  const trgts = (await logsOf('admin')).filter((l) => l.trgtUserId === s.student.userId).map((l) => [l.actnCd, l.trgtDesc, l.reason]);
  expect(trgts).toEqual([
    ['VIEW', PORTFLO_LOG.view, null],
    ['VIEW', PORTFLO_LOG.fusion, null],
    ['VIEW', PORTFLO_LOG.hstry, null],
    ['DOWNLOAD', PORTFLO_LOG.pdf, '민원 확인 자료'],
  ]);
  for (const agent of [s.student.agent, s.career.agent]) expect((await call(agent, 'GET', `/api/portflo/view/${s.student.userId}`)).statusCode).toBe(403);
});

test("the demo: student1's portfolio has a self-introduction and goals, and hides the points from readers", async () => {
  const student1 = await sessionFor(ctx.app, 'student1');
  const view = (await call(student1, 'GET', `${API}/view`)).json();
  expect(view.settings.slfIntrcn).toContain('과학 동아리');
  expect(view.settings.goal).toContain('소프트웨어 개발자');
  expect(view.settings.hiddenSections).toEqual(['POINT']);
});

test("the administrators' activity details: every §3 field by school year, the read logged, the student's hidden section kept; refused to members (403) and guests (401)", async () => {
  const s = await studentWithRecords();
  const admin = await sessionFor(ctx.app, 'admin');
  const url = `/api/portflo/actv/${s.student.userId}`;
  const res = await call(admin, 'GET', url);
  expect(res.statusCode).toBe(200);
  const { years } = res.json();
  expect(years.map((y: { schlYr: number; list: unknown[] }) => [y.schlYr, y.list.length])).toEqual([
    [s.schlYr, 2],
    [s.schlYr - 1, 1],
  ]);
  expect(years[0].list[0]).toMatchObject({ actvNm: '직업인 특강', actvSeCd: 'SCHL', actvPrps: '프로그래밍의 원리 이해', actvDgstfn: '5', actvPlc: '과학실' });
  expect(years[0].list[0].actvCn.length).toBeGreaterThanOrEqual(50);
  expect(years[0].list[0].actvOpnn.length).toBeGreaterThanOrEqual(50);
  expect((await logsOf('admin')).filter((l) => l.trgtUserId === s.student.userId).map((l) => l.trgtDesc)).toEqual(['진로활동 상세 조회']);

  await call(s.student.agent, 'PUT', `${API}/settings`, { hiddenSections: ['ACTV'] });
  expect((await call(admin, 'GET', url)).json()).toEqual({ userId: s.student.userId, years: null });
  expect((await call(admin, 'GET', '/api/portflo/actv/no_such_student')).statusCode).toBe(403);

  for (const agent of [s.student.agent, s.homeroom.agent, s.career.agent]) expect((await call(agent, 'GET', url)).statusCode).toBe(403);
  expect((await call(await anonymousAgent(ctx.app), 'GET', url)).statusCode).toBe(401);
});
