import { CLS_MESSAGES as M, isStudentMbrType } from '@portal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { TRequestUser } from '../../plugins/access.js';
import { alias } from 'drizzle-orm/pg-core';
import { mbr } from '../member/member.table.js';
import { cls, clsStdnt, schlTchr } from './cls.table.js';

/*
 * Who may read a student's records (issue 18): the student, an administrator, or an approved
 * teacher of the student's school. Activities, the portfolio, the career history and the remarks
 * all ask here, so the rule is written once.
 */

export type TStudentAccess = 'SELF' | 'ADMIN' | 'TEACHER';

export type TTeacher = { userId: string; schlCd: string; crrTchrYn: 'Y' | 'N'; rsvtMngrYn: 'Y' | 'N' };

const isAdmin = (actor: TRequestUser) => actor.userTypeCd === 'A';

/** An approved teacher's school and roles; null for anyone else. */
export async function teacherOf(db: TDbOrTx, userId: string): Promise<TTeacher | null> {
  const [row] = await db
    .select({ userId: schlTchr.userId, schlCd: schlTchr.schlCd, crrTchrYn: schlTchr.crrTchrYn, rsvtMngrYn: schlTchr.rsvtMngrYn })
    .from(schlTchr)
    .innerJoin(mbr, eq(mbr.userId, schlTchr.userId))
    .where(and(eq(schlTchr.userId, userId), eq(schlTchr.sttsCd, 'APRV'), eq(mbr.userTypeCd, 'T'), eq(mbr.userSttsCd, 'ACTV')));
  return row ?? null;
}

/** 403 unless the caller is an approved teacher of a school. */
export async function assertTeacher(db: TDbOrTx, actor: TRequestUser): Promise<TTeacher> {
  const teacher = actor.userTypeCd === 'T' ? await teacherOf(db, actor.userId) : null;
  if (!teacher) throw AppError.forbidden(M.teacherOnly);
  return teacher;
}

/**
 * The caller's right to read a student's records; null for no right, and also for an id that is
 * not a live student (the answer must not tell an outsider which ids exist).
 */
export async function studentAccessOf(db: TDbOrTx, actor: TRequestUser, studentId: string): Promise<TStudentAccess | null> {
  if (actor.userTypeCd === 'S' && actor.userId === studentId) return 'SELF';
  if (!isAdmin(actor) && actor.userTypeCd !== 'T') return null;
  const [student] = await db
    .select({ mbrTypeAuthrt: mbr.mbrTypeAuthrt, schlCd: mbr.schlCd })
    .from(mbr)
    .where(and(eq(mbr.userId, studentId), sql`${mbr.userSttsCd} <> 'WTDR'`));
  if (!student || !isStudentMbrType(student.mbrTypeAuthrt)) return null;
  if (isAdmin(actor)) return 'ADMIN';
  const teacher = await teacherOf(db, actor.userId);
  return teacher && student.schlCd === teacher.schlCd ? 'TEACHER' : null;
}

/** The same, throwing 403 for no right. */
export async function assertStudentReader(db: TDbOrTx, actor: TRequestUser, studentId: string): Promise<TStudentAccess> {
  const access = await studentAccessOf(db, actor, studentId);
  if (!access) throw AppError.forbidden(M.studentForbidden);
  return access;
}

/**
 * issue 18: a teacher edits a class when they are its homeroom teacher or their school's career
 * teacher; an administrator always. The one statement of the rule (lists mark editable classes with it).
 */
export function editsClass(actor: TRequestUser, teacher: TTeacher | null, row: { schlCd: string; hmrmTchrId: string | null }): boolean {
  if (isAdmin(actor)) return true;
  return teacher !== null && teacher.schlCd === row.schlCd && (teacher.crrTchrYn === 'Y' || row.hmrmTchrId === teacher.userId);
}

/** A teacher edits a class when they are its homeroom teacher or their school's career teacher; an administrator always. */
export async function canEditClass(db: TDbOrTx, actor: TRequestUser, clsId: number): Promise<boolean> {
  const [row] = await db.select({ schlCd: cls.schlCd, hmrmTchrId: cls.hmrmTchrId }).from(cls).where(eq(cls.clsId, clsId));
  if (!row) return false;
  const teacher = actor.userTypeCd === 'T' ? await teacherOf(db, actor.userId) : null;
  return editsClass(actor, teacher, row);
}

export type TEditableClass = { clsId: number; schlCd: string; schlYr: number; grd: number; clsNo: number; hmrmTchrId: string | null };

const classColumns = { clsId: cls.clsId, schlCd: cls.schlCd, schlYr: cls.schlYr, grd: cls.grd, clsNo: cls.clsNo, hmrmTchrId: cls.hmrmTchrId };

/**
 * The class the caller edits (editsClass, with the class read once): 403 for anyone but an
 * administrator or an approved teacher (before the lookup: an outsider learns no ids), 404 for a
 * missing class, 403 for a teacher of another school or a homeroom teacher of another class.
 * `forUpdate` (in a transaction): the class row stays locked, so changes of its roster queue.
 */
export async function editableClassOf(db: TDbOrTx, actor: TRequestUser, clsId: number, opts: { forUpdate?: boolean } = {}): Promise<TEditableClass> {
  const teacher = isAdmin(actor) ? null : await assertTeacher(db, actor);
  const query = db.select(classColumns).from(cls).where(eq(cls.clsId, clsId));
  const [row] = await (opts.forUpdate ? query.for('update') : query);
  if (!row) throw AppError.notFound(M.classNotFound);
  if (teacher && teacher.schlCd !== row.schlCd) throw new AppError('CLS_OTHER_SCHOOL', 403, M.otherSchool);
  if (!editsClass(actor, teacher, row)) throw new AppError('CLS_CLASS_FORBIDDEN', 403, M.classForbidden);
  return row;
}

export type TTeacherClass = {
  clsId: number;
  schlYr: number;
  grd: number;
  clsNo: number;
  hmrmTchrId: string | null;
  hmrmTchrNm: string | null;
  stdntCnt: number;
};

const hmrmTchr = alias(mbr, 'hmrm_tchr');

/** Which classes of a school year are a teacher's: their homeroom classes; every class of the school for the career teacher. */
export const teacherClassesWhere = (teacher: TTeacher, schlYr: number) =>
  and(eq(cls.schlCd, teacher.schlCd), eq(cls.schlYr, schlYr), teacher.crrTchrYn === 'Y' ? undefined : eq(cls.hmrmTchrId, teacher.userId));

/** A teacher's classes of a school year (teacherClassesWhere) with their approved students counted, by grade and class. */
export async function classesOfTeacher(db: TDbOrTx, teacher: TTeacher, schlYr: number): Promise<TTeacherClass[]> {
  return db
    .select({
      clsId: cls.clsId,
      schlYr: cls.schlYr,
      grd: cls.grd,
      clsNo: cls.clsNo,
      hmrmTchrId: cls.hmrmTchrId,
      hmrmTchrNm: hmrmTchr.userNm,
      stdntCnt: sql<number>`(select count(*)::int from ${clsStdnt} s where s.cls_id = ${cls.clsId} and s.stts_cd = 'APRV')`,
    })
    .from(cls)
    .leftJoin(hmrmTchr, eq(hmrmTchr.userId, cls.hmrmTchrId))
    .where(teacherClassesWhere(teacher, schlYr))
    .orderBy(asc(cls.grd), asc(cls.clsNo));
}

export type TStudentClass = { clsId: number; schlCd: string; grd: number; clsNo: number; sttsCd: 'PNDG' | 'APRV'; hmrmTchrId: string | null };

/** The student's class of a school year (approved or pending), or null. */
export async function classOfStudent(db: TDbOrTx, userId: string, schlYr: number): Promise<TStudentClass | null> {
  const [row] = await db
    .select({ clsId: cls.clsId, schlCd: cls.schlCd, grd: cls.grd, clsNo: cls.clsNo, sttsCd: clsStdnt.sttsCd, hmrmTchrId: cls.hmrmTchrId })
    .from(clsStdnt)
    .innerJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .where(and(eq(clsStdnt.userId, userId), eq(clsStdnt.schlYr, schlYr)));
  return row ?? null;
}

/** The approved students of a class, by number. */
export async function studentsOfClass(db: TDbOrTx, clsId: number): Promise<{ userId: string; userNm: string; stdntNo: number | null }[]> {
  return db
    .select({ userId: clsStdnt.userId, userNm: mbr.userNm, stdntNo: clsStdnt.stdntNo })
    .from(clsStdnt)
    .innerJoin(mbr, eq(mbr.userId, clsStdnt.userId))
    .where(and(eq(clsStdnt.clsId, clsId), eq(clsStdnt.sttsCd, 'APRV')))
    .orderBy(asc(clsStdnt.stdntNo), asc(mbr.userNm));
}
