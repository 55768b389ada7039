import { CLS_MESSAGES as M } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { mbr } from '../member/member.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { CLS_API, clsCalls, thisYear } from './cls.test-helper.js';
import { cls, clsStdnt } from './cls.table.js';

const ctx = useTestApp();
const h = () => clsCalls(ctx.app);
const rowsOf = (userId: string) => ctx.app.db.select().from(clsStdnt).where(eq(clsStdnt.userId, userId));
const mbrRow = async (userId: string) => (await ctx.app.db.select().from(mbr).where(eq(mbr.userId, userId)))[0]!;

/** A school with its career teacher, a homeroom teacher of 2-1, another teacher, and the classes 2-1 and 2-2. */
async function setting() {
  const f = h();
  const s = await f.school();
  const crr = await f.teacher(s, 'APRV', 'Y', '진로샘');
  const hmrm = await f.teacher(s, 'APRV', 'N', '담임샘');
  const plain = await f.teacher(s, 'APRV', 'N', '교과샘');
  const c21 = await f.klass(s.schlCd, 2, 1, hmrm.userId);
  const c22 = await f.klass(s.schlCd, 2, 2);
  return { ...f, s, crr, hmrm, plain, c21, c22 };
}

test('classes: a homeroom teacher lists its own class, the career teacher every class of the school, each with its counts', async () => {
  const { call, s, crr, hmrm, plain, c21, c22, student, placed } = await setting();
  const a = await student(s, 2, '1');
  await placed(c21, a.userId, 1);
  await student(s, 2, '1반'); // chose 2-1 at join: waiting
  await student(s, 3, '1'); // another grade: not waiting for 2-1

  const own = (await call(hmrm.agent, 'GET', `${CLS_API}/classes`)).json();
  expect(own).toMatchObject({ schlYr: thisYear(), crrTchrYn: 'N', schl: { neisSchlCd: s.schlCd, grdMax: 3 } });
  expect(own.classes).toEqual([expect.objectContaining({ clsId: c21, grd: 2, clsNo: 1, hmrmTchrNm: '담임샘', stdntCnt: 1, pndgCnt: 1, editYn: 'Y' })]);
  expect((await call(plain.agent, 'GET', `${CLS_API}/classes`)).json().classes).toEqual([]);
  const all = (await call(crr.agent, 'GET', `${CLS_API}/classes`)).json();
  expect(all.classes.map((c: { clsId: number; editYn: string }) => [c.clsId, c.editYn])).toEqual([
    [c21, 'Y'],
    [c22, 'Y'],
  ]);
  expect((await call(crr.agent, 'GET', `${CLS_API}/classes?schlYr=${thisYear() + 1}`)).json().classes).toEqual([]);
});

test('createClass: the career teacher only; the grade within the school type, one class per number, the homeroom teacher of the school', async () => {
  const { call, s, crr, hmrm, plain, teacher, school } = await setting();
  const made = await call(crr.agent, 'POST', `${CLS_API}/classes`, { schlYr: thisYear(), grd: 3, clsNo: 4, hmrmTchrId: plain.userId });
  expect(made.statusCode).toBe(200);
  expect(made.json()).toMatchObject({ schlCd: s.schlCd, grd: 3, clsNo: 4, hmrmTchrId: plain.userId, hmrmTchrNm: '교과샘', stdntCnt: 0, editYn: 'Y' });
  const dup = await call(crr.agent, 'POST', `${CLS_API}/classes`, { schlYr: thisYear(), grd: 3, clsNo: 4 });
  expect([dup.statusCode, dup.json().message]).toEqual([409, M.classExists]);

  const bad = async (body: object, field: string, message: string) => {
    const res = await call(crr.agent, 'POST', `${CLS_API}/classes`, { schlYr: thisYear(), grd: 1, clsNo: 9, ...body });
    expect([res.statusCode, res.json().data.fieldErrors[field]]).toEqual([400, message]);
  };
  await bad({ grd: 4 }, 'grd', M.grd(3));
  await bad({ grd: 7 }, 'grd', M.grd(6));
  await bad({ clsNo: 0 }, 'clsNo', M.clsNo);
  await bad({ schlYr: 1999 }, 'schlYr', M.schlYr);
  const foreign = await teacher(await school(), 'APRV', 'N');
  await bad({ hmrmTchrId: foreign.userId }, 'hmrmTchrId', M.hmrmNotTeacher);
  await bad({ hmrmTchrId: hmrm.userId }, 'hmrmTchrId', M.hmrmTwice);
  expect(
    await ctx.app.db
      .select()
      .from(cls)
      .where(and(eq(cls.schlCd, s.schlCd), eq(cls.clsNo, 9))),
  ).toEqual([]);

  const notCrr = await call(hmrm.agent, 'POST', `${CLS_API}/classes`, { schlYr: thisYear(), grd: 1, clsNo: 9 });
  expect([notCrr.statusCode, notCrr.json().message]).toEqual([403, M.crrTchrOnly]);
});

test("roster: full names, numbers, account state, last login and this year's activity count, the waiting students; the read is logged", async () => {
  const { call, db, s, hmrm, plain, c21, student, placed } = await setting();
  const a = await student(s, 2, '1', '가학생');
  const b = await student(s, 2, '1', '나학생');
  const w = await student(s, 2, '1', '다학생');
  const rowWaiting = await student(s, 2, '2', '라학생');
  await placed(c21, a.userId, 2);
  await placed(c21, b.userId, 1);
  await placed(c21, rowWaiting.userId, null, 'PNDG');
  await db
    .update(mbr)
    .set({ lastLoginAt: new Date('2026-03-02T09:00:00Z'), userSttsCd: 'LOCK' })
    .where(eq(mbr.userId, b.userId));

  // any approved teacher of the school reads it (the design's reader rule); only its editors get editYn Y
  const res = await call(plain.agent, 'GET', `${CLS_API}/classes/${c21}`);
  expect(res.statusCode).toBe(200);
  const roster = res.json();
  expect(roster.cls).toMatchObject({ clsId: c21, schlNm: s.schlNm, grd: 2, clsNo: 1, stdntCnt: 2, pndgCnt: 2, editYn: 'N' });
  expect(roster.students).toEqual([
    { userId: b.userId, userNm: '나학생', stdntNo: 1, userSttsCd: 'LOCK', lastLoginAt: '2026-03-02T09:00:00.000Z', eblcRegYn: 'N', actvCnt: 0 },
    { userId: a.userId, userNm: '가학생', stdntNo: 2, userSttsCd: 'ACTV', lastLoginAt: null, eblcRegYn: 'N', actvCnt: 0 },
  ]);
  expect(roster.pending.map((p: { userNm: string }) => p.userNm)).toEqual(['다학생', '라학생']);
  expect(roster.pending[0]).toMatchObject({ userId: w.userId, grd: 2, clsNm: '1' });
  expect((await call(hmrm.agent, 'GET', `${CLS_API}/classes/${c21}`)).json().cls.editYn).toBe('Y');

  const logs = await db.select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.actorUserId, plain.userId));
  expect(logs).toEqual([expect.objectContaining({ actnCd: 'VIEW', trgtDesc: `${s.schlNm} ${M.rosterLogDesc(thisYear(), 2, 1)}` })]);
});

test("roster counts the activities of the class's school year (the demo student1 has none yet, teacher1 reads 2-3)", async () => {
  const { call, db } = h();
  const t1 = await sessionFor(ctx.app, 'teacher1');
  const [demo] = await db
    .select()
    .from(cls)
    .where(and(eq(cls.schlCd, '9990004'), eq(cls.schlYr, thisYear()), eq(cls.grd, 2), eq(cls.clsNo, 3)));
  const roster = (await call(t1, 'GET', `${CLS_API}/classes/${demo!.clsId}`)).json();
  expect(roster.students.find((st: { userId: string }) => st.userId === 'student1')).toMatchObject({ userNm: '김학생', stdntNo: 7 });
  expect(roster.students).toHaveLength(12);
  expect(roster.pending).toEqual([expect.objectContaining({ userId: 'stu2312' })]);
});

test('approve: waiting students get their numbers and APRV, the member row follows; numbers unique; all or nothing', async () => {
  const { call, s, hmrm, c21, c22, student, placed } = await setting();
  const a = await student(s, 2, '1');
  const b = await student(s, 2, '5');
  const c = await student(s, 2, '1');
  const d = await student(s, 2, '1');
  await placed(c21, b.userId, null, 'PNDG'); // chose 2-5 at join, placed as waiting for 2-1 by nobody: its row says 2-1
  await placed(c22, d.userId, 3); // already in 2-2 this year: not waiting for 2-1

  const url = `${CLS_API}/classes/${c21}/approve`;
  const bad = async (students: object[], field: string, message: string) => {
    const res = await call(hmrm.agent, 'POST', url, { students });
    expect([res.statusCode, res.json().data.fieldErrors[field]]).toEqual([400, message]);
  };
  await bad(
    [
      { userId: a.userId, stdntNo: 1 },
      { userId: d.userId, stdntNo: 2 },
    ],
    'students.1.userId',
    M.notPendingStudent,
  );
  await bad(
    [
      { userId: a.userId, stdntNo: 1 },
      { userId: c.userId, stdntNo: 1 },
    ],
    'students.1.stdntNo',
    M.stdntNoTwice(1),
  );
  await bad([{ userId: a.userId, stdntNo: 100 }], 'students.0.stdntNo', M.stdntNo);
  await bad([], 'students', M.studentsRequired);
  expect(await rowsOf(a.userId)).toEqual([]);

  const ok = await call(hmrm.agent, 'POST', url, {
    students: [
      { userId: a.userId, stdntNo: 1 },
      { userId: b.userId, stdntNo: 2 },
    ],
  });
  expect(ok.json()).toEqual({ result: 'SUCCESS', count: 2 });
  expect(await rowsOf(a.userId)).toEqual([expect.objectContaining({ clsId: c21, stdntNo: 1, sttsCd: 'APRV', aprvBy: hmrm.userId, schlYr: thisYear() })]);
  expect(await rowsOf(b.userId)).toEqual([expect.objectContaining({ clsId: c21, stdntNo: 2, sttsCd: 'APRV' })]);
  expect(await mbrRow(b.userId)).toMatchObject({ grd: 2, clsNm: '1' });

  await bad([{ userId: c.userId, stdntNo: 2 }], 'students.0.stdntNo', M.stdntNoTaken(2));
  await bad([{ userId: a.userId, stdntNo: 9 }], 'students.0.userId', M.notPendingStudent);
});

test('move: to another class of the same school and year; the number free there; the member row follows', async () => {
  const { call, s, crr, hmrm, c21, c22, student, placed, klass, school } = await setting();
  const a = await student(s, 2, '1');
  const b = await student(s, 2, '2');
  await placed(c21, a.userId, 4);
  await placed(c22, b.userId, 5);
  const lastYear = await klass(s.schlCd, 2, 3, null, thisYear() - 1);
  const foreignClass = await klass((await school()).schlCd, 2, 1);
  const url = `${CLS_API}/classes/${c21}/move`;
  const bad = async (body: object, field: string, message: string) => {
    const res = await call(crr.agent, 'POST', url, { userId: a.userId, toClsId: c22, ...body });
    expect([res.statusCode, res.json().data.fieldErrors[field]]).toEqual([400, message]);
  };
  await bad({ stdntNo: 5 }, 'stdntNo', M.stdntNoTaken(5));
  await bad({ toClsId: c21 }, 'toClsId', M.moveSameClass);
  await bad({ toClsId: lastYear }, 'toClsId', M.moveOtherSchool);
  await bad({ toClsId: foreignClass }, 'toClsId', M.moveOtherSchool);
  await bad({ toClsId: 99_999_999 }, 'toClsId', M.classNotFound);
  await bad({ userId: b.userId }, 'userId', M.notInClass);
  expect(await rowsOf(a.userId)).toEqual([expect.objectContaining({ clsId: c21, stdntNo: 4 })]);

  expect((await call(crr.agent, 'POST', url, { userId: a.userId, toClsId: c22, stdntNo: 6 })).json()).toEqual({ result: 'SUCCESS', count: 1 });
  expect(await rowsOf(a.userId)).toEqual([expect.objectContaining({ clsId: c22, stdntNo: 6, sttsCd: 'APRV' })]);
  expect(await mbrRow(a.userId)).toMatchObject({ grd: 2, clsNm: '2' });
  // 2-2 is not hmrm's class: hmrm may not move out of it, the career teacher may
  const back = await call(hmrm.agent, 'POST', `${CLS_API}/classes/${c22}/move`, { userId: a.userId, toClsId: c21 });
  expect([back.statusCode, back.json().message]).toEqual([403, M.classForbidden]);
  expect((await call(crr.agent, 'POST', `${CLS_API}/classes/${c22}/move`, { userId: a.userId, toClsId: c21 })).statusCode).toBe(200);
  expect(await rowsOf(a.userId)).toEqual([expect.objectContaining({ clsId: c21, stdntNo: null })]);
});

test("move: a homeroom teacher may not move a student of their class into another teacher's class (403, nothing moved)", async () => {
  const { call, s, hmrm, c21, student, placed, teacher, klass } = await setting();
  const other = await teacher(s, 'APRV', 'N', '옆반샘');
  const c23 = await klass(s.schlCd, 2, 3, other.userId);
  const a = await student(s, 2, '1');
  await placed(c21, a.userId, 4);
  const res = await call(hmrm.agent, 'POST', `${CLS_API}/classes/${c21}/move`, { userId: a.userId, toClsId: c23, stdntNo: 1 });
  expect([res.statusCode, res.json().message]).toEqual([403, M.classForbidden]);
  expect(await rowsOf(a.userId)).toEqual([expect.objectContaining({ clsId: c21, stdntNo: 4 })]);
  expect(await mbrRow(a.userId)).toMatchObject({ grd: 2, clsNm: '1' });
});

test("clsInfo denies: guest 401, a student, a pending teacher 403; another school's teacher 403; a non-editor 403; a missing class 404", async () => {
  const { call, s, plain, c21, student, teacher, school, placed } = await setting();
  const a = await student(s, 2, '1');
  await placed(c21, a.userId, 1);
  const w = await student(s, 2, '1');
  const guest = await anonymousAgent(ctx.app);
  const pupil = await student(s);
  const pending = await teacher(s, 'PNDG');
  const foreign = await teacher(await school(), 'APRV', 'Y');
  const calls = [
    ['GET', `${CLS_API}/classes`, undefined],
    ['POST', `${CLS_API}/classes`, { schlYr: thisYear(), grd: 1, clsNo: 8 }],
    ['GET', `${CLS_API}/classes/${c21}`, undefined],
    ['POST', `${CLS_API}/classes/${c21}/approve`, { students: [{ userId: w.userId, stdntNo: 2 }] }],
    ['POST', `${CLS_API}/classes/${c21}/move`, { userId: a.userId, toClsId: c21 + 1 }],
    ['GET', `${CLS_API}/promotion`, undefined],
    ['POST', `${CLS_API}/promotion`, { fromYr: thisYear() }],
  ] as const;
  for (const [method, url, body] of calls) {
    expect((await call(guest, method, url, body)).statusCode, url).toBe(401);
    expect((await call(pupil.agent, method, url, body)).json(), url).toMatchObject({ message: M.teacherOnly });
    expect((await call(pending.agent, method, url, body)).json(), url).toMatchObject({ message: M.teacherOnly });
  }
  for (const [method, url, body] of calls.slice(2, 5)) {
    const res = await call(foreign.agent, method, url, body);
    expect([res.statusCode, res.json().message], url).toEqual([403, M.otherSchool]);
  }
  for (const [method, url, body] of calls.slice(3, 5)) {
    const res = await call(plain.agent, method, url, body);
    expect([res.statusCode, res.json().message], url).toEqual([403, M.classForbidden]);
  }
  const missing = await call(plain.agent, 'GET', `${CLS_API}/classes/99999999`);
  expect([missing.statusCode, missing.json().message]).toEqual([404, M.classNotFound]);
  expect(await rowsOf(w.userId)).toEqual([]);
  expect(await rowsOf(a.userId)).toEqual([expect.objectContaining({ clsId: c21 })]);
});
