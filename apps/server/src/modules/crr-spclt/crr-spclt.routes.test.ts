import { CLS_MESSAGES, CRR_SPCLT_LOG, CRR_SPCLT_MESSAGES as M, EXPORT_MESSAGES, neisByteLength } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { expect, test } from 'vitest';
import { callAs } from '../../test/board.test-helper.js';
import { anonymousAgent, type TAgent } from '../../test/identity.js';
import { addActv, schoolWithClass } from '../../test/school-class.test-helper.js';
import { useTestApp } from '../../test/test-app.js';
import { cls, clsStdnt } from '../cls/cls.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { crrSpclt } from './crr-spclt.table.js';

const ctx = useTestApp();
const API = '/icec/api/crrSpclt';
const call = (agent: TAgent, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);

/** The class's five calls for one student. */
const callsOf = (clsId: number, userId: string) =>
  [
    ['GET', `${API}/classes/${clsId}`],
    ['GET', `${API}/classes/${clsId}/students/${userId}`],
    ['PUT', `${API}/classes/${clsId}/students/${userId}`, { cn: '특기사항' }],
    ['POST', `${API}/classes/${clsId}/export`, { reason: '학교생활기록부 입력' }],
  ] as const;

test('a guest is refused (401); a student and a general member are not teachers (403)', async () => {
  const s = await schoolWithClass(ctx.app);
  const guest = await anonymousAgent(ctx.app);
  for (const [method, url, body] of [['GET', `${API}/classes`], ...callsOf(s.clsId, s.student.userId)] as const)
    expect([url, (await call(guest, method, url, body)).statusCode]).toEqual([url, 401]);
  for (const agent of [s.student.agent, s.general.agent])
    for (const [method, url, body] of [['GET', `${API}/classes`], ...callsOf(s.clsId, s.student.userId)] as const) {
      const res = await call(agent, method, url, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, CLS_MESSAGES.teacherOnly]);
    }
});

test('a teacher of another school and a teacher of the school who does not edit the class are refused its remarks (403); nothing is written', async () => {
  const s = await schoolWithClass(ctx.app);
  for (const agent of [s.otherTeacher.agent, s.plain.agent])
    for (const [method, url, body] of callsOf(s.clsId, s.student.userId)) {
      const res = await call(agent, method, url, body);
      expect([url, res.statusCode]).toEqual([url, 403]);
      expect([CLS_MESSAGES.classForbidden, CLS_MESSAGES.otherSchool]).toContain(res.json().message);
    }
  expect(await ctx.database.db.select().from(crrSpclt).where(eq(crrSpclt.userId, s.student.userId))).toEqual([]);
  // the plain teacher edits no class; the other school's career teacher sees only their own school's
  expect((await call(s.plain.agent, 'GET', `${API}/classes`)).json().list).toEqual([]);
  expect((await call(s.otherTeacher.agent, 'GET', `${API}/classes`)).json().list.map((c: { clsId: number }) => c.clsId)).toEqual([s.otherClsId]);
});

test('an unknown class or a student not in the class is not found (404)', async () => {
  const s = await schoolWithClass(ctx.app);
  const unknown = await call(s.career.agent, 'GET', `${API}/classes/${s.clsId + 100000}`);
  expect([unknown.statusCode, unknown.json().message]).toEqual([404, CLS_MESSAGES.classNotFound]);
  const outsider = await call(s.career.agent, 'GET', `${API}/classes/${s.clsId}/students/${s.outsider.userId}`);
  expect([outsider.statusCode, outsider.json().message]).toEqual([404, M.studentNotInClass]);
  const save = await call(s.homeroom.agent, 'PUT', `${API}/classes/${s.clsId}/students/no_such_user`, { cn: '내용' });
  expect(save.statusCode).toBe(404);
});

test('the homeroom teacher sees their class, its students and the sources with suggested sentences; nothing to draw from says so', async () => {
  const s = await schoolWithClass(ctx.app);
  const db = ctx.database.db;
  await addActv(db, { actvSeCd: 'STDNT', wrtrId: s.student.userId, userIds: [s.student.userId], actvYmd: `${s.schlYr}-04-10`, actvNm: '코딩 로봇 만들기' });
  await addActv(db, { actvSeCd: 'SCHL', wrtrId: s.homeroom.userId, userIds: [s.student.userId], actvYmd: `${s.schlYr}-05-02`, actvNm: '앱 만들기' });
  // last school year's activity is not this year's source
  await addActv(db, { actvSeCd: 'STDNT', wrtrId: s.student.userId, userIds: [s.student.userId], actvYmd: `${s.schlYr - 1}-05-02`, actvNm: '지난해 활동' });
  const classes = (await call(s.homeroom.agent, 'GET', `${API}/classes`)).json();
  expect(classes).toEqual({ schlYr: s.schlYr, maxByte: 1500, list: [{ clsId: s.clsId, grd: 2, clsNo: 3, hmrmTchrNm: '정담임', stdntCnt: 2, draftCnt: 0 }] });
  const source = (await call(s.homeroom.agent, 'GET', `${API}/classes/${s.clsId}/students/${s.student.userId}`)).json();
  expect(source).toMatchObject({
    student: { userId: s.student.userId, userNm: '김포트', stdntNo: 7 },
    cn: '',
    byteLength: 0,
    updatedAt: null,
    noContent: null,
    insp: [],
  });
  expect(source.actvs.map((a: { actvNm: string }) => a.actvNm)).toEqual(['코딩 로봇 만들기', '앱 만들기']);
  expect(source.suggestions[0]).toMatch(/^「코딩 로봇 만들기」 활동\(\d{4}\.04\.10\.\)에 참여하여 프로그래밍의 원리 이해를 목적으로 /);
  expect(source.suggestions.at(-1)).toBe('소프트웨어 개발자와 관련된 활동에 꾸준히 참여하며 진로를 구체적으로 탐색함.');
  const empty = (await call(s.homeroom.agent, 'GET', `${API}/classes/${s.clsId}/students/${s.classmate.userId}`)).json();
  expect([empty.suggestions, empty.noContent]).toEqual([[], '진로 특기사항으로 작성할 내용이 없습니다.']);
  const logged = await db
    .select()
    .from(indvdlInfoAcsLog)
    .where(and(eq(indvdlInfoAcsLog.actorUserId, s.homeroom.userId), eq(indvdlInfoAcsLog.actnCd, 'VIEW')));
  expect(logged.map((l) => l.trgtUserId).sort()).toEqual([s.student.userId, s.classmate.userId].sort());
});

test('saving a draft: bytes counted the school record way, saved per student and the class year; over the limit 400 naming both numbers', async () => {
  const s = await schoolWithClass(ctx.app);
  const cn = '진로 탐색에 적극적으로 참여함.\nAI 동아리에서 활동함.';
  const saved = await call(s.career.agent, 'PUT', `${API}/classes/${s.clsId}/students/${s.student.userId}`, { cn: `  ${cn}\r\n` });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().byteLength).toBe(neisByteLength(cn));
  const [row] = await ctx.database.db.select().from(crrSpclt).where(eq(crrSpclt.userId, s.student.userId));
  expect(row).toMatchObject({ schlYr: s.schlYr, cn, updatedBy: s.career.userId });
  const list = (await call(s.homeroom.agent, 'GET', `${API}/classes/${s.clsId}`)).json();
  expect(list.list.map((r: { userId: string; byteLength: number; updatedAt: string | null }) => [r.userId, r.byteLength, r.updatedAt !== null])).toEqual([
    [s.classmate.userId, 0, false],
    [s.student.userId, neisByteLength(cn), true],
  ]);
  // the class's list shows the students' names: logged as a view of the roster (SECURITY 17)
  const roster = await ctx.database.db
    .select()
    .from(indvdlInfoAcsLog)
    .where(and(eq(indvdlInfoAcsLog.actorUserId, s.homeroom.userId), eq(indvdlInfoAcsLog.actnCd, 'VIEW')));
  expect(roster).toEqual([expect.objectContaining({ trgtUserId: null, trgtDesc: CRR_SPCLT_LOG.roster({ schlYr: s.schlYr, grd: 2, clsNo: 3 }, 2) })]);
  expect((await call(s.homeroom.agent, 'GET', `${API}/classes`)).json().list[0].draftCnt).toBe(1);
  // 500 Hangul letters are 1,500 bytes: allowed; one more letter is not
  expect((await call(s.homeroom.agent, 'PUT', `${API}/classes/${s.clsId}/students/${s.student.userId}`, { cn: '가'.repeat(500) })).statusCode).toBe(200);
  const over = await call(s.homeroom.agent, 'PUT', `${API}/classes/${s.clsId}/students/${s.student.userId}`, { cn: '가'.repeat(501) });
  expect([over.statusCode, over.json().message, over.json().data.fieldErrors.cn]).toEqual([400, M.overLimit(1500, 1503), M.overLimit(1500, 1503)]);
  expect(M.overLimit(1500, 1503)).toBe('진로활동 특기사항은 1,500바이트까지 입력할 수 있습니다. 지금 1,503바이트입니다.');
  const phone = await call(s.homeroom.agent, 'PUT', `${API}/classes/${s.clsId}/students/${s.student.userId}`, { cn: '보호자 연락처 010-1234-5678' });
  expect([phone.statusCode, phone.json().code]).toEqual([400, 'PERSONAL_INFO']);
  const [kept] = await ctx.database.db.select().from(crrSpclt).where(eq(crrSpclt.userId, s.student.userId));
  expect(kept!.cn).toBe('가'.repeat(500));
});

test("a draft belongs to the class's school year: a class of last year keeps its own", async () => {
  const s = await schoolWithClass(ctx.app);
  const db = ctx.database.db;
  const [old] = await db
    .insert(cls)
    .values({ schlCd: s.schlCd, schlYr: s.schlYr - 1, grd: 1, clsNo: 3, hmrmTchrId: s.homeroom.userId })
    .returning();
  await db.insert(clsStdnt).values({ clsId: old!.clsId, userId: s.student.userId, schlYr: s.schlYr - 1, stdntNo: 5, sttsCd: 'APRV' });
  await call(s.homeroom.agent, 'PUT', `${API}/classes/${old!.clsId}/students/${s.student.userId}`, { cn: '지난해 특기사항' });
  await call(s.homeroom.agent, 'PUT', `${API}/classes/${s.clsId}/students/${s.student.userId}`, { cn: '올해 특기사항' });
  const rows = await db
    .select({ schlYr: crrSpclt.schlYr, cn: crrSpclt.cn })
    .from(crrSpclt)
    .where(eq(crrSpclt.userId, s.student.userId))
    .orderBy(crrSpclt.schlYr);
  expect(rows).toEqual([
    { schlYr: s.schlYr - 1, cn: '지난해 특기사항' },
    { schlYr: s.schlYr, cn: '올해 특기사항' },
  ]);
});

test("the class's remarks export: a reason first, then an .xlsx of number, name, remarks and bytes, and an EXPORT log row", async () => {
  const s = await schoolWithClass(ctx.app);
  await call(s.homeroom.agent, 'PUT', `${API}/classes/${s.clsId}/students/${s.student.userId}`, { cn: '진로 탐색에 적극적임.' });
  const noReason = await call(s.homeroom.agent, 'POST', `${API}/classes/${s.clsId}/export`, {});
  expect([noReason.statusCode, noReason.json().message]).toEqual([400, EXPORT_MESSAGES.reasonRequired]);
  const res = await call(s.career.agent, 'POST', `${API}/classes/${s.clsId}/export`, { reason: '학교생활기록부 입력' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="crr-spclt-2-3_\d{8}\.xlsx"/);
  const rows = await readSheet(res.rawPayload, { parseNumber: (text: string) => text });
  expect(rows).toEqual([
    ['번호', '이름', '진로활동 특기사항', '바이트'],
    ['2', '이학급', null, '0'],
    ['7', '김포트', '진로 탐색에 적극적임.', String(neisByteLength('진로 탐색에 적극적임.'))],
  ]);
  const [log] = await ctx.database.db
    .select()
    .from(indvdlInfoAcsLog)
    .where(and(eq(indvdlInfoAcsLog.actorUserId, s.career.userId), eq(indvdlInfoAcsLog.actnCd, 'EXPORT')));
  expect([log!.reason, log!.trgtDesc]).toEqual(['학교생활기록부 입력', `진로활동 특기사항 (${s.schlYr}학년도 2학년 3반) 2건 내려받기`]);
});
