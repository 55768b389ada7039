import { CLS_MESSAGES } from '@portal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { TRequestUser } from '../../plugins/access.js';
import { mbr } from '../member/member.table.js';
import { cls, clsStdnt, schlTchr } from './cls.table.js';

export type TStudentAccess = 'SELF' | 'ADMIN' | 'TEACHER';
export type TTeacher = { userId: string; schlCd: string; crrTchrYn: 'Y' | 'N'; rsvtMngrYn: 'Y' | 'N' };

/** An approved teacher's school and roles; null for anyone else. */
export async function teacherOf(db: TDbOrTx, userId: string): Promise<TTeacher | null> {
  const [row] = await db
    .select({ userId: schlTchr.userId, schlCd: schlTchr.schlCd, crrTchrYn: schlTchr.crrTchrYn, rsvtMngrYn: schlTchr.rsvtMngrYn })
    .from(schlTchr)
    .innerJoin(mbr, eq(mbr.userId, schlTchr.userId))
    .where(and(eq(schlTchr.userId, userId), eq(schlTchr.sttsCd, 'APRV'), eq(mbr.userTypeCd, 'T')));
  return row ?? null;
}

/** The caller's right to read a student's records: the student, an administrator, or an approved teacher of the student's school (mbr.schlCd). */
export async function studentAccessOf(db: TDbOrTx, actor: TRequestUser, studentId: string): Promise<TStudentAccess | null> {
  const [student] = await db.select({ schlCd: mbr.schlCd, userTypeCd: mbr.userTypeCd }).from(mbr).where(eq(mbr.userId, studentId));
  if (!student || student.userTypeCd !== 'S') return null;
  if (actor.userTypeCd === 'A') return 'ADMIN';
  if (actor.userId === studentId) return 'SELF';
  if (actor.userTypeCd !== 'T' || !student.schlCd) return null;
  const teacher = await teacherOf(db, actor.userId);
  return teacher?.schlCd === student.schlCd ? 'TEACHER' : null;
}

export async function assertStudentReader(db: TDbOrTx, actor: TRequestUser, studentId: string): Promise<TStudentAccess> {
  const access = await studentAccessOf(db, actor, studentId);
  if (!access) throw new AppError('CLS_STUDENT_FORBIDDEN', 403, CLS_MESSAGES.studentForbidden);
  return access;
}

export async function assertTeacher(db: TDbOrTx, actor: TRequestUser): Promise<TTeacher> {
  const teacher = actor.userTypeCd === 'T' ? await teacherOf(db, actor.userId) : null;
  if (!teacher) throw new AppError('CLS_TEACHER_ONLY', 403, CLS_MESSAGES.teacherOnly);
  return teacher;
}

/** A teacher edits a class when they are its homeroom teacher or their school's career teacher; an administrator always. */
export async function canEditClass(db: TDbOrTx, actor: TRequestUser, clsId: number): Promise<boolean> {
  const [row] = await db.select({ schlCd: cls.schlCd, hmrmTchrId: cls.hmrmTchrId }).from(cls).where(eq(cls.clsId, clsId));
  if (!row) return false;
  if (actor.userTypeCd === 'A') return true;
  const teacher = actor.userTypeCd === 'T' ? await teacherOf(db, actor.userId) : null;
  if (!teacher || teacher.schlCd !== row.schlCd) return false;
  return teacher.crrTchrYn === 'Y' || row.hmrmTchrId === actor.userId;
}

/** The student's class of a school year (approved or pending), or null. */
export async function classOfStudent(db: TDbOrTx, userId: string, schlYr: number) {
  const [row] = await db
    .select({ clsId: cls.clsId, schlCd: cls.schlCd, grd: cls.grd, clsNo: cls.clsNo, sttsCd: clsStdnt.sttsCd, hmrmTchrId: cls.hmrmTchrId })
    .from(clsStdnt)
    .innerJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .where(and(eq(clsStdnt.userId, userId), eq(clsStdnt.schlYr, schlYr)));
  return row ?? null;
}

/** The approved students of a class (userId, userNm, stdntNo), by number. */
export async function studentsOfClass(db: TDbOrTx, clsId: number): Promise<{ userId: string; userNm: string; stdntNo: number | null }[]> {
  return db
    .select({ userId: clsStdnt.userId, userNm: mbr.userNm, stdntNo: clsStdnt.stdntNo })
    .from(clsStdnt)
    .innerJoin(mbr, eq(mbr.userId, clsStdnt.userId))
    .where(and(eq(clsStdnt.clsId, clsId), eq(clsStdnt.sttsCd, 'APRV')))
    .orderBy(sql`${clsStdnt.stdntNo} asc nulls last`, asc(mbr.userNm));
}
