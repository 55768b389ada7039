import { CLS_MESSAGES as M } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { mbr } from '../member/member.table.js';
import { CLS_API, clsCalls, thisYear } from './cls.test-helper.js';
import { cls, clsStdnt } from './cls.table.js';

const ctx = useTestApp();
const h = () => clsCalls(ctx.app);

test('promotion: grade + 1 with the same class number, the last grade graduates; confirmed in one step, and a second run changes nothing', async () => {
  const { call, db, school, teacher, student, klass, placed } = h();
  const s = await school();
  const crr = await teacher(s, 'APRV', 'Y');
  const hmrm = await teacher(s, 'APRV', 'N');
  const yr = thisYear();
  const c11 = await klass(s.schlCd, 1, 1, hmrm.userId);
  const c12 = await klass(s.schlCd, 1, 2);
  const c31 = await klass(s.schlCd, 3, 1);
  const existing21 = await klass(s.schlCd, 2, 1, null, yr + 1);
  const a = await student(s, 1, '1', '가학생');
  const b = await student(s, 1, '2', '나학생');
  const c = await student(s, 3, '1', '다학생');
  const d = await student(s, 1, '1', '라학생');
  const waiting = await student(s, 1, '1', '마학생');
  await placed(c11, a.userId, 1);
  await placed(c12, b.userId, 3);
  await placed(c31, c.userId, 2);
  await placed(c11, d.userId, 2);
  await placed(c11, waiting.userId, null, 'PNDG');
  await placed(existing21, d.userId, 9, 'APRV', yr + 1); // already placed in the next year: kept

  const view = (await call(crr.agent, 'GET', `${CLS_API}/promotion`)).json();
  expect(view).toMatchObject({ fromYr: yr, toYr: yr + 1 });
  expect(view.moves).toEqual([
    { userId: a.userId, userNm: '가학생', fromGrd: 1, fromClsNo: 1, stdntNo: 1, toGrd: 2, toClsNo: 1, doneYn: 'N' },
    { userId: d.userId, userNm: '라학생', fromGrd: 1, fromClsNo: 1, stdntNo: 2, toGrd: 2, toClsNo: 1, doneYn: 'Y' },
    { userId: b.userId, userNm: '나학생', fromGrd: 1, fromClsNo: 2, stdntNo: 3, toGrd: 2, toClsNo: 2, doneYn: 'N' },
    { userId: c.userId, userNm: '다학생', fromGrd: 3, fromClsNo: 1, stdntNo: 2, toGrd: null, toClsNo: null, doneYn: 'N' },
  ]);
  expect(view.newClasses).toEqual([{ grd: 2, clsNo: 2 }]);

  const done = await call(crr.agent, 'POST', `${CLS_API}/promotion`, { fromYr: yr });
  expect(done.json()).toEqual({ createdClasses: 1, movedStudents: 2, graduated: 1, numberClashes: [] });
  const next = await db
    .select()
    .from(cls)
    .where(and(eq(cls.schlCd, s.schlCd), eq(cls.schlYr, yr + 1)));
  expect(next.map((r) => `${r.grd}-${r.clsNo}`).sort()).toEqual(['2-1', '2-2']);
  const rowOf = async (userId: string) =>
    (
      await db
        .select()
        .from(clsStdnt)
        .where(and(eq(clsStdnt.userId, userId), eq(clsStdnt.schlYr, yr + 1)))
    )[0];
  expect(await rowOf(a.userId)).toMatchObject({ clsId: existing21, stdntNo: 1, sttsCd: 'APRV' });
  expect(await rowOf(d.userId)).toMatchObject({ clsId: existing21, stdntNo: 9 });
  expect(await rowOf(c.userId)).toBeUndefined();
  expect(await rowOf(waiting.userId)).toBeUndefined();
  const mbrOf = async (userId: string) => (await db.select().from(mbr).where(eq(mbr.userId, userId)))[0]!;
  expect(await mbrOf(b.userId)).toMatchObject({ grd: 2, clsNm: '2' });
  expect(await mbrOf(c.userId)).toMatchObject({ grd: 3, clsNm: '1' });

  const snapshot = await db
    .select()
    .from(clsStdnt)
    .where(eq(clsStdnt.schlYr, yr + 1));
  expect((await call(crr.agent, 'POST', `${CLS_API}/promotion`, { fromYr: yr })).json()).toEqual({
    createdClasses: 0,
    movedStudents: 0,
    graduated: 1,
    numberClashes: [],
  });
  expect(
    await db
      .select()
      .from(clsStdnt)
      .where(eq(clsStdnt.schlYr, yr + 1)),
  ).toEqual(snapshot);
  expect((await call(crr.agent, 'GET', `${CLS_API}/promotion`)).json().newClasses).toEqual([]);

  // the homeroom teacher may not promote; a school year without students answers 409
  const denied = await call(hmrm.agent, 'POST', `${CLS_API}/promotion`, { fromYr: yr });
  expect([denied.statusCode, denied.json().message]).toEqual([403, M.crrTchrOnly]);
  const empty = await call(crr.agent, 'POST', `${CLS_API}/promotion`, { fromYr: yr - 5 });
  expect([empty.statusCode, empty.json().message]).toEqual([409, M.promotionNone]);
  const bad = await call(crr.agent, 'POST', `${CLS_API}/promotion`, { fromYr: 'x' });
  expect([bad.statusCode, bad.json().data.fieldErrors.fromYr]).toEqual([400, M.schlYr]);
});

test('promotion of a primary school: grades 1 to 5 move up, the sixth graduates', async () => {
  const { call, school, teacher, student, klass, placed } = h();
  const s = await school('EL01', '테스트초등학교');
  const crr = await teacher(s, 'APRV', 'Y');
  const c51 = await klass(s.schlCd, 5, 1);
  const c61 = await klass(s.schlCd, 6, 1);
  const five = await student(s, 5, '1');
  const six = await student(s, 6, '1');
  await placed(c51, five.userId, 1);
  await placed(c61, six.userId, 1);
  const view = (await call(crr.agent, 'GET', `${CLS_API}/promotion`)).json();
  expect(view.moves.map((m: { toGrd: number | null }) => m.toGrd)).toEqual([6, null]);
  expect(view.newClasses).toEqual([{ grd: 6, clsNo: 1 }]);
});

const nextYearRows = (db: ReturnType<typeof h>['db'], clsId: number) => db.select().from(clsStdnt).where(eq(clsStdnt.clsId, clsId));

test('promotion: a number already given in the new class is not given twice; the student comes without one and is reported', async () => {
  const { call, db, school, teacher, student, klass, placed } = h();
  const s = await school();
  const crr = await teacher(s, 'APRV', 'Y');
  const yr = thisYear();
  const c11 = await klass(s.schlCd, 1, 1);
  const c21 = await klass(s.schlCd, 2, 1, null, yr + 1);
  const a = await student(s, 1, '1', '가학생');
  const b = await student(s, 1, '1', '나학생');
  const newcomer = await student(s, 2, '1', '전학생');
  await placed(c11, a.userId, 1);
  await placed(c11, b.userId, 2);
  await placed(c21, newcomer.userId, 1, 'APRV', yr + 1);

  const done = await call(crr.agent, 'POST', `${CLS_API}/promotion`, { fromYr: yr });
  expect([done.statusCode, done.json()]).toEqual([
    200,
    { createdClasses: 0, movedStudents: 2, graduated: 0, numberClashes: [{ userId: a.userId, userNm: '가학생', toGrd: 2, toClsNo: 1, stdntNo: 1 }] },
  ]);
  const rows = await nextYearRows(db, c21);
  expect(Object.fromEntries(rows.map((r) => [r.userId, r.stdntNo]))).toEqual({ [newcomer.userId]: 1, [a.userId]: null, [b.userId]: 2 });
});

test('promotion: two promotions and an approval into the new class at once place everyone once, with no number twice and no 500', async () => {
  const { call, db, school, teacher, student, klass, placed } = h();
  const s = await school();
  const crr = await teacher(s, 'APRV', 'Y');
  const crr2 = await teacher(s, 'APRV', 'Y');
  const yr = thisYear();
  const c11 = await klass(s.schlCd, 1, 1);
  const c21 = await klass(s.schlCd, 2, 1, null, yr + 1);
  const pupils = [];
  for (let no = 1; no <= 6; no += 1) {
    const p = await student(s, 1, '1');
    await placed(c11, p.userId, no);
    pupils.push(p);
  }
  const waiting = await student(s, 2, '1', '대기생');
  await placed(c21, waiting.userId, null, 'PNDG', yr + 1);

  const [first, second, approval] = await Promise.all([
    call(crr.agent, 'POST', `${CLS_API}/promotion`, { fromYr: yr }),
    call(crr2.agent, 'POST', `${CLS_API}/promotion`, { fromYr: yr }),
    call(crr.agent, 'POST', `${CLS_API}/classes/${c21}/approve`, { students: [{ userId: waiting.userId, stdntNo: 3 }] }),
  ]);
  expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
  expect(first.json().movedStudents + second.json().movedStudents).toBe(6);
  expect([200, 400]).toContain(approval.statusCode);
  const rows = (await nextYearRows(db, c21)).filter((r) => r.sttsCd === 'APRV');
  expect(rows.map((r) => r.userId).sort()).toEqual([...pupils.map((p) => p.userId), ...(approval.statusCode === 200 ? [waiting.userId] : [])].sort());
  const numbers = rows.flatMap((r) => (r.stdntNo === null ? [] : [r.stdntNo]));
  expect(new Set(numbers).size).toBe(numbers.length);
  const clashes = [...first.json().numberClashes, ...second.json().numberClashes];
  expect(clashes.map((c: { stdntNo: number }) => c.stdntNo)).toEqual(approval.statusCode === 200 ? [3] : []);
});
