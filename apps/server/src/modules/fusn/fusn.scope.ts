import { FUSN_RSVT_MESSAGES as M } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { cls, clsStdnt, teacherOf, type TTeacher } from '../cls/index.js';
import { schl } from '../school/school.table.js';

/*
 * Who acts for a school in the fusion activities (issue 19, design.md "School reservations"), built
 * on the classes module: the school's person in charge reserves; a student of a class of the school
 * applies; the reserving teacher, the career teacher and homeroom teachers read the students.
 */

/** An approved teacher of a school (403 for anyone else). */
export async function fusnTeacherOf(db: TDbOrTx, actor: TRequestUser): Promise<TTeacher> {
  const teacher = actor.userTypeCd === 'T' ? await teacherOf(db, actor.userId) : null;
  if (!teacher) throw AppError.forbidden(M.teacherOnly);
  return teacher;
}

/** The school's person in charge of reservations: its reservation manager or career teacher. */
export const isRsvtMngr = (teacher: Pick<TTeacher, 'rsvtMngrYn' | 'crrTchrYn'>) => teacher.rsvtMngrYn === 'Y' || teacher.crrTchrYn === 'Y';

/** The teacher who may reserve for their school (403: a student, a member, a teacher not in charge). */
export async function assertRsvtMngr(db: TDbOrTx, actor: TRequestUser): Promise<TTeacher & { schlTypeCd: string | null }> {
  const teacher = await fusnTeacherOf(db, actor);
  if (!isRsvtMngr(teacher)) throw new AppError('FUSN_MNGR_ONLY', 403, M.mngrOnly);
  const [school] = await db.select({ schlTypeCd: schl.schlTypeCd }).from(schl).where(eq(schl.neisSchlCd, teacher.schlCd));
  return { ...teacher, schlTypeCd: school?.schlTypeCd ?? null };
}

export type TFusnStudent = { userId: string; schlCd: string; schlTypeCd: string | null; clsId: number; grd: number; clsNo: number; schlYr: number };

/** A student approved in a class of a school year, with the class's school; null for anyone else. */
export async function fusnStudentOf(db: TDbOrTx, actor: TRequestUser, schlYr: number): Promise<TFusnStudent | null> {
  if (actor.userTypeCd !== 'S') return null;
  const [row] = await db
    .select({ schlCd: cls.schlCd, schlTypeCd: schl.schlTypeCd, clsId: cls.clsId, grd: cls.grd, clsNo: cls.clsNo })
    .from(clsStdnt)
    .innerJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .leftJoin(schl, eq(schl.neisSchlCd, cls.schlCd))
    .where(and(eq(clsStdnt.userId, actor.userId), eq(clsStdnt.schlYr, schlYr), eq(clsStdnt.sttsCd, 'APRV')));
  return row ? { userId: actor.userId, schlYr, ...row } : null;
}

/** Whether a member is an approved student of a school in a school year (the survey context check). */
export async function isStudentOfSchool(db: TDbOrTx, userId: string, schlCd: string, schlYr: number): Promise<boolean> {
  const student = await fusnStudentOf(db, { userId, userTypeCd: 'S', mbrTypeAuthrt: null }, schlYr);
  return student?.schlCd === schlCd;
}

/**
 * Whose students a teacher manages for a reservation of their school: every class of the school
 * year for the reserving teacher and the career teacher; a homeroom teacher their own classes.
 * null: none (a teacher of no class).
 */
export async function managedClassesWhere(db: TDbOrTx, teacher: TTeacher, rsvt: { schlCd: string; schlYr: number; rsvtUserId: string }) {
  const all = teacher.userId === rsvt.rsvtUserId || teacher.crrTchrYn === 'Y';
  const where = and(eq(cls.schlCd, rsvt.schlCd), eq(cls.schlYr, rsvt.schlYr), all ? undefined : eq(cls.hmrmTchrId, teacher.userId));
  if (all) return where;
  const [one] = await db.select({ clsId: cls.clsId }).from(cls).where(where).limit(1);
  return one ? where : null;
}
