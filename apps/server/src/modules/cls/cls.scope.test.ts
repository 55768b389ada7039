import { expect, test } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { createMember } from '../../test/identity.js';
import { schl } from '../school/school.table.js';
import { assertStudentReader, canEditClass, classesOfTeacher, editableClassOf, studentAccessOf, teacherOf } from './cls.scope.js';
import { cls, clsStdnt, schlTchr } from './cls.table.js';

const database = useTestDatabase();

const asUser = (m: { userId: string; userTypeCd: string; mbrTypeAuthrt: string }) => ({
  userId: m.userId,
  userTypeCd: m.userTypeCd,
  mbrTypeAuthrt: m.mbrTypeAuthrt,
});

let schools = 0;

async function schoolWithTeachers() {
  const db = database.db;
  schools += 2;
  const [own, another] = [`88700${schools}`, `88700${schools + 1}`];
  await db.insert(schl).values([
    { schlNm: '범위중학교', schlTypeCd: 'MD01', regionCd: 'B10', neisSchlCd: own },
    { schlNm: '다른중학교', schlTypeCd: 'MD01', regionCd: 'B10', neisSchlCd: another },
  ]);
  const school = { schlCd: own, schlNm: '범위중학교', schlTypeCd: 'MD01' };
  const student = await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', ...school, grd: 2, clsNm: '3' });
  const classmate = await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', ...school });
  const career = await createMember(db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', ...school });
  const homeroom = await createMember(db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', ...school });
  const plain = await createMember(db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', ...school });
  const pending = await createMember(db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  const other = await createMember(db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', schlCd: another });
  const admin = await createMember(db, { userTypeCd: 'A', mbrTypeAuthrt: 'AD01', admRoleCd: 'STAFF' });
  await db.insert(schlTchr).values([
    { userId: career.userId, schlCd: own, sttsCd: 'APRV', crrTchrYn: 'Y' },
    { userId: homeroom.userId, schlCd: own, sttsCd: 'APRV' },
    { userId: plain.userId, schlCd: own, sttsCd: 'APRV' },
    { userId: pending.userId, schlCd: own, sttsCd: 'PNDG' },
    { userId: other.userId, schlCd: another, sttsCd: 'APRV', crrTchrYn: 'Y' },
  ]);
  const [klass] = await db.insert(cls).values({ schlCd: own, schlYr: 2026, grd: 2, clsNo: 3, hmrmTchrId: homeroom.userId }).returning();
  return { student, classmate, career, homeroom, plain, pending, other, admin, clsId: klass!.clsId };
}

test('a student is read by themself, an administrator and the approved teachers of their school only', async () => {
  const db = database.db;
  const s = await schoolWithTeachers();
  expect(await studentAccessOf(db, asUser(s.student), s.student.userId)).toBe('SELF');
  expect(await studentAccessOf(db, asUser(s.admin), s.student.userId)).toBe('ADMIN');
  expect(await studentAccessOf(db, asUser(s.plain), s.student.userId)).toBe('TEACHER');
  expect(await studentAccessOf(db, asUser(s.classmate), s.student.userId)).toBeNull();
  expect(await studentAccessOf(db, asUser(s.pending), s.student.userId)).toBeNull();
  expect(await studentAccessOf(db, asUser(s.other), s.student.userId)).toBeNull();
  // a teacher is not a student: nobody reads a teacher's records through this rule
  expect(await studentAccessOf(db, asUser(s.admin), s.plain.userId)).toBeNull();
  expect(await studentAccessOf(db, asUser(s.admin), 'no_such_user')).toBeNull();
  await expect(assertStudentReader(db, asUser(s.other), s.student.userId)).rejects.toMatchObject({ status: 403 });
  expect(await teacherOf(db, s.pending.userId)).toBeNull();
});

test('a class is edited by its homeroom teacher, the school career teacher and administrators', async () => {
  const db = database.db;
  const s = await schoolWithTeachers();
  expect(await canEditClass(db, asUser(s.homeroom), s.clsId)).toBe(true);
  expect(await canEditClass(db, asUser(s.career), s.clsId)).toBe(true);
  expect(await canEditClass(db, asUser(s.admin), s.clsId)).toBe(true);
  expect(await canEditClass(db, asUser(s.plain), s.clsId)).toBe(false);
  expect(await canEditClass(db, asUser(s.other), s.clsId)).toBe(false);
  expect(await canEditClass(db, asUser(s.student), s.clsId)).toBe(false);
  expect(await canEditClass(db, asUser(s.admin), s.clsId + 1000)).toBe(false);
});

test('editableClassOf answers the class for its editors, 404 for a missing class and 403 for the others', async () => {
  const db = database.db;
  const s = await schoolWithTeachers();
  for (const editor of [s.homeroom, s.career, s.admin])
    expect(await editableClassOf(db, asUser(editor), s.clsId)).toMatchObject({ clsId: s.clsId, schlYr: 2026, grd: 2, clsNo: 3, hmrmTchrId: s.homeroom.userId });
  await expect(editableClassOf(db, asUser(s.career), s.clsId + 1000)).rejects.toMatchObject({ status: 404 });
  for (const outsider of [s.plain, s.other, s.pending, s.student])
    await expect(editableClassOf(db, asUser(outsider), s.clsId)).rejects.toMatchObject({ status: 403 });
});

test('classesOfTeacher: a homeroom teacher their own classes, the career teacher every class of the school, by grade and class', async () => {
  const db = database.db;
  const s = await schoolWithTeachers();
  const schlCd = (await teacherOf(db, s.career.userId))!.schlCd;
  const [first] = await db.insert(cls).values({ schlCd, schlYr: 2026, grd: 1, clsNo: 2 }).returning();
  await db.insert(cls).values({ schlCd, schlYr: 2025, grd: 1, clsNo: 1, hmrmTchrId: s.homeroom.userId });
  await db.insert(clsStdnt).values([
    { clsId: s.clsId, userId: s.student.userId, schlYr: 2026, stdntNo: 1, sttsCd: 'APRV' },
    { clsId: s.clsId, userId: s.classmate.userId, schlYr: 2026, sttsCd: 'PNDG' },
  ]);
  const own = await classesOfTeacher(db, (await teacherOf(db, s.homeroom.userId))!, 2026);
  expect(own).toEqual([{ clsId: s.clsId, schlYr: 2026, grd: 2, clsNo: 3, hmrmTchrId: s.homeroom.userId, hmrmTchrNm: s.homeroom.userNm, stdntCnt: 1 }]);
  const all = await classesOfTeacher(db, (await teacherOf(db, s.career.userId))!, 2026);
  expect(all.map((c) => c.clsId)).toEqual([first!.clsId, s.clsId]);
  expect(await classesOfTeacher(db, (await teacherOf(db, s.plain.userId))!, 2026)).toEqual([]);
});
