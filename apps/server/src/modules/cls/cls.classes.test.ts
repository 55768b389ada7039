import { expect, test } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { assertTeacher, canEditClass, classOfStudent, studentAccessOf, studentsOfClass, teacherOf } from './index.js';
import { clsCalls, thisYear } from './cls.test-helper.js';

const ctx = useTestApp();
const h = () => clsCalls(ctx.app);
const as = (userId: string, userTypeCd: string) => ({ userId, userTypeCd, mbrTypeAuthrt: null });

test("teachers, a student's class and a class's approved students; the demo teacher1 reads student1, teacher3 (another school) does not", async () => {
  const { db, school, teacher, student, klass, placed } = h();
  const s = await school();
  const crr = await teacher(s, 'APRV', 'Y');
  const hmrm = await teacher(s, 'APRV');
  const plain = await teacher(s, 'APRV');
  const pending = await teacher(s, 'PNDG');
  const foreign = await teacher(await school(), 'APRV', 'Y');
  expect(await teacherOf(db, crr.userId)).toEqual({ userId: crr.userId, schlCd: s.schlCd, crrTchrYn: 'Y', rsvtMngrYn: 'N' });
  expect(await teacherOf(db, pending.userId)).toBeNull();
  await expect(assertTeacher(db, as(pending.userId, 'T'))).rejects.toMatchObject({ status: 403 });
  expect(await studentAccessOf(db, as('teacher1', 'T'), 'student1')).toBe('TEACHER');
  expect(await studentAccessOf(db, as('teacher3', 'T'), 'student1')).toBeNull();
  const c = await klass(s.schlCd, 1, 1, hmrm.userId);
  expect(await canEditClass(db, as(hmrm.userId, 'T'), c)).toBe(true);
  expect(await canEditClass(db, as(crr.userId, 'T'), c)).toBe(true);
  expect(await canEditClass(db, as('admin', 'A'), c)).toBe(true);
  expect(await canEditClass(db, as(plain.userId, 'T'), c)).toBe(false);
  expect(await canEditClass(db, as(foreign.userId, 'T'), c)).toBe(false);
  const a = await student(s, 1, '1', '나학생');
  const b = await student(s, 1, '1', '가학생');
  const w = await student(s, 1, '1', '다학생');
  await placed(c, a.userId, 2);
  await placed(c, b.userId, null);
  await placed(c, w.userId, null, 'PNDG');
  expect(await classOfStudent(db, w.userId, thisYear())).toEqual({ clsId: c, schlCd: s.schlCd, grd: 1, clsNo: 1, sttsCd: 'PNDG', hmrmTchrId: hmrm.userId });
  expect(await classOfStudent(db, a.userId, thisYear() - 1)).toBeNull();
  expect(await studentsOfClass(db, c)).toEqual([
    { userId: a.userId, userNm: '나학생', stdntNo: 2 },
    { userId: b.userId, userNm: '가학생', stdntNo: null },
  ]);
});
