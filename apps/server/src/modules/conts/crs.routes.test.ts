import { CRS_MESSAGES as M } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { schoolWithClass } from '../../test/school-class.test-helper.js';
import { contsCrsOpen } from './crs.table.js';
import { crsCalls } from './crs.test-helper.js';

const ctx = useTestApp();
const { call, visibleConts, createdCrs, publishedCrs } = crsCalls(() => ctx.app);
const HOUR = 60 * 60 * 1000;

let admin: TAgent;
let guest: TAgent;
let a: number;
let b: number;
let c: number;
let crsId: number;
let fx: Awaited<ReturnType<typeof schoolWithClass>>;
let teacher: { userId: string; agent: TAgent };
let student: { userId: string; agent: TAgent };
let clsId: number;

beforeAll(async () => {
  admin = await sessionFor(ctx.app, 'admin');
  guest = await anonymousAgent(ctx.app);
  a = await visibleConts(admin, '흥미 검사 활동지');
  b = await visibleConts(admin, '직업 탐색 영상');
  c = await visibleConts(admin, '진로 설계 활동지');
  crsId = await createdCrs(admin, [[a, b], [c]], { crsTtl: '중1 진로 탐색 2차시' });
  await publishedCrs(admin, crsId);
  // a school with its class 2-3 (homeroom teacher, two students), another school with its teacher and student
  fx = await schoolWithClass(ctx.app);
  teacher = fx.homeroom;
  student = fx.student;
  clsId = fx.clsId;
});

const get = (agent: TAgent, url: string) => call(agent, 'GET', url);

test('a draft or scheduled class answers 404 to users and is not listed; a published one is anyone’s', async () => {
  const draft = await createdCrs(admin, [[a]], { crsTtl: '초안 수업' });
  const later = await createdCrs(admin, [[a]], { crsTtl: '예약 수업' });
  await publishedCrs(admin, later, new Date(Date.now() + HOUR).toISOString());
  for (const agent of [guest, student.agent, teacher.agent]) {
    expect((await get(agent, `/icec/api/contsCrs/${draft}`)).statusCode).toBe(404);
    expect((await get(agent, `/icec/api/contsCrs/${later}`)).statusCode).toBe(404);
    const ids = (await get(agent, '/icec/api/contsCrs?currentPage=1')).json().list.map((x: { crsId: number }) => x.crsId);
    expect(ids).toContain(crsId);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(later);
  }
  expect((await get(admin, `/api/contentClasses/${draft}`)).statusCode).toBe(200);
});

test('the teacher’s note is shown to teachers only; hidden contents are left out', async () => {
  const forGuest = (await get(guest, `/icec/api/contsCrs/${crsId}`)).json();
  expect(forGuest).toMatchObject({ crsTtl: '중1 진로 탐색 2차시', sesnCnt: 2, isTchr: false });
  expect(forGuest.sesns[0]).toEqual({
    sesnNo: 1,
    sesnTtl: '1차시 활동',
    sesnObjc: '1차시 목표',
    tchrNote: null,
    conts: [
      { contsId: a, contsTtl: '흥미 검사 활동지', contsKndCd: 'WKSHT' },
      { contsId: b, contsTtl: '직업 탐색 영상', contsKndCd: 'WKSHT' },
    ],
  });
  expect((await get(student.agent, `/icec/api/contsCrs/${crsId}`)).json().sesns[0].tchrNote).toBeNull();
  const forTeacher = (await get(teacher.agent, `/icec/api/contsCrs/${crsId}`)).json();
  expect(forTeacher.isTchr).toBe(true);
  expect(forTeacher.sesns[1].tchrNote).toBe('2차시 지도 유의점');
});

test('a teacher assigns the class to their own class; a student, another school’s teacher and a guest may not', async () => {
  expect((await get(teacher.agent, '/icec/api/contsCrs/tchrCls')).json().list).toEqual([{ clsId, grd: 2, clsNo: 3, stdntCnt: 2 }]);
  const other = fx.otherTeacher;
  const url = `/icec/api/contsCrs/${crsId}/asgn`;
  const byStudent = await call(student.agent, 'POST', url, { clsId });
  expect(byStudent.statusCode).toBe(403);
  expect((await call(other.agent, 'POST', url, { clsId })).statusCode).toBe(403);
  // a teacher of the same school who is not the class's homeroom teacher
  expect((await call(fx.plain.agent, 'POST', url, { clsId })).statusCode).toBe(403);
  expect((await call(guest, 'POST', url, { clsId })).statusCode).toBe(401);
  expect((await get(student.agent, '/icec/api/contsCrs/tchrCls')).statusCode).toBe(403);

  const res = await call(teacher.agent, 'POST', url, { clsId });
  expect(res.statusCode, res.body).toBe(200);
  const twice = await call(teacher.agent, 'POST', url, { clsId });
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toBe(M.asgnDup);

  const list = (await get(teacher.agent, '/icec/api/contsCrs/asgn')).json().list;
  expect(list).toEqual([expect.objectContaining({ asgnId: res.json().asgnId, crsId, clsId, crsTtl: '중1 진로 탐색 2차시', grd: 2, clsNo: 3 })]);
  expect((await get(other.agent, '/icec/api/contsCrs/asgn')).json().list).toEqual([]);
  expect((await get(other.agent, `/icec/api/contsCrs/asgn/${res.json().asgnId}`)).statusCode).toBe(403);
  expect((await get(student.agent, `/icec/api/contsCrs/asgn/${res.json().asgnId}`)).statusCode).toBe(403);
  expect((await get(guest, '/icec/api/contsCrs/asgn')).statusCode).toBe(401);
});

test('an assigned class cannot be deleted until its teacher ends the assignment', async () => {
  const archived = await createdCrs(admin, [[a]], { crsTtl: '보관할 수업' });
  await publishedCrs(admin, archived);
  const asgn = await call(teacher.agent, 'POST', `/icec/api/contsCrs/${archived}/asgn`, { clsId });
  expect(asgn.statusCode, asgn.body).toBe(200);
  expect((await call(admin, 'PUT', `/api/contentClasses/${archived}/stts`, { sttsCd: 'ARCHV' })).statusCode).toBe(200);
  const refused = await call(admin, 'DELETE', `/api/contentClasses/${archived}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(M.removeAssigned);
  expect((await call(teacher.agent, 'DELETE', `/icec/api/contsCrs/asgn/${asgn.json().asgnId}`)).statusCode).toBe(200);
  expect((await call(admin, 'DELETE', `/api/contentClasses/${archived}`)).statusCode).toBe(200);
  expect((await get(admin, `/api/contentClasses/${archived}`)).statusCode).toBe(404);
});

test('an opened content is recorded only for a student of an assigned class, once; the teacher sees student × session', async () => {
  const outsider = fx.outsider;
  const open = (agent: TAgent, contsId: number) => call(agent, 'POST', '/icec/api/contsCrs/open', { contsId });
  const { asgnId } = (await get(teacher.agent, '/icec/api/contsCrs/asgn')).json().list[0];

  expect((await open(student.agent, a)).json()).toEqual({ result: 'SUCCESS', recorded: 1 });
  expect((await open(student.agent, a)).json().recorded).toBe(0);
  expect((await open(student.agent, c)).json().recorded).toBe(1);
  const notInCrs = await visibleConts(admin, '수업에 없는 콘텐츠');
  expect((await open(student.agent, notInCrs)).json().recorded).toBe(0);
  expect((await open(outsider.agent, a)).json().recorded).toBe(0);
  expect((await open(teacher.agent, a)).json().recorded).toBe(0);
  expect((await open(guest, a)).statusCode).toBe(401);
  const rows = await ctx.app.db.select().from(contsCrsOpen).where(eq(contsCrsOpen.asgnId, asgnId));
  expect(rows.map((r) => [r.userId, r.contsId]).sort()).toEqual([
    [student.userId, a],
    [student.userId, c],
  ]);

  const progress = (await get(teacher.agent, `/icec/api/contsCrs/asgn/${asgnId}`)).json();
  expect(progress.sesns).toEqual([
    { sesnNo: 1, sesnTtl: '1차시 활동', contsCnt: 2 },
    { sesnNo: 2, sesnTtl: '2차시 활동', contsCnt: 1 },
  ]);
  expect(progress.students).toEqual([
    { userId: fx.classmate.userId, userNm: '이학급', stdntNo: 2, opened: [0, 0] },
    { userId: student.userId, userNm: '김포트', stdntNo: 7, opened: [1, 1] },
  ]);
});

test('the teacher ends their own assignment; the opening records stay; others may not', async () => {
  const { asgnId } = (await get(teacher.agent, '/icec/api/contsCrs/asgn')).json().list.find((x: { crsId: number }) => x.crsId === crsId);
  const url = `/icec/api/contsCrs/asgn/${asgnId}`;
  const refused: [TAgent, number][] = [
    [guest, 401],
    [student.agent, 403],
    [fx.outsider.agent, 403],
    [fx.otherTeacher.agent, 403],
    // a teacher of the same school who does not teach the class
    [fx.plain.agent, 403],
    // the school's career teacher teaches every class, but did not make this assignment
    [fx.career.agent, 403],
  ];
  for (const [agent, status] of refused) expect((await call(agent, 'DELETE', url)).statusCode).toBe(status);
  expect((await call(teacher.agent, 'DELETE', '/icec/api/contsCrs/asgn/999999')).statusCode).toBe(404);
  const opened = await ctx.app.db.select().from(contsCrsOpen).where(eq(contsCrsOpen.asgnId, asgnId));
  expect(opened.length).toBeGreaterThan(0);

  const res = await call(teacher.agent, 'DELETE', url);
  expect(res.statusCode, res.body).toBe(200);
  expect((await get(teacher.agent, '/icec/api/contsCrs/asgn')).json().list.map((x: { asgnId: number }) => x.asgnId)).not.toContain(asgnId);
  expect((await get(teacher.agent, url)).statusCode).toBe(404);
  expect((await call(teacher.agent, 'DELETE', url)).statusCode).toBe(404);
  // the students' opening records stay, but a new opening no longer counts for the ended assignment
  expect(await ctx.app.db.select().from(contsCrsOpen).where(eq(contsCrsOpen.asgnId, asgnId))).toHaveLength(opened.length);
  expect((await call(fx.classmate.agent, 'POST', '/icec/api/contsCrs/open', { contsId: a })).json().recorded).toBe(0);
  // and the class may be assigned again
  expect((await call(teacher.agent, 'POST', `/icec/api/contsCrs/${crsId}/asgn`, { clsId })).statusCode).toBe(200);
});
