import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { keywordWhere } from '../../db/search.js';
import { type TTeacher, teacherClassesWhere } from '../cls/index.js';
import { cls, clsStdnt } from '../cls/cls.table.js';
import { mbr } from '../member/member.table.js';
import { schl } from '../school/school.table.js';

/** Whose students a teacher manages (issue 18): those approved into the teacher's classes of the school year (cls teacherClassesWhere). */
export type TMbrMngScope = { teacher: TTeacher; schlYr: number };
export type TMbrMngFilter = { userNm?: string; clsId?: number };

const studentColumns = {
  userId: mbr.userId,
  userNm: mbr.userNm,
  mbrTypeAuthrt: mbr.mbrTypeAuthrt,
  schlCd: mbr.schlCd,
  schlNm: mbr.schlNm,
  brdt: mbr.brdt,
  userSttsCd: mbr.userSttsCd,
  eblcRegYn: mbr.eblcRegYn,
  pswdChgAt: mbr.pswdChgAt,
  hasPswd: sql<boolean>`${mbr.pswdHash} is not null`,
  mblTelno: mbr.mblTelno,
  email: mbr.email,
  joinAt: mbr.joinAt,
  lastLoginAt: mbr.lastLoginAt,
  lockedUntil: mbr.lockedUntil,
  clsId: cls.clsId,
  clsSchlCd: cls.schlCd,
  hmrmTchrId: cls.hmrmTchrId,
  grd: cls.grd,
  clsNo: cls.clsNo,
  stdntNo: clsStdnt.stdntNo,
  clsSttsCd: clsStdnt.sttsCd,
};

/** The join of a member to the class of the school year, when they have one (any state: the detail tells 403 from 404). */
const yearPlace = (schlYr: number) => and(eq(clsStdnt.userId, mbr.userId), eq(clsStdnt.schlYr, schlYr));

/**
 * Live students the teacher manages: approved this school year into one of the teacher's classes
 * (a career teacher: any class of the school). A student who only chose the school at join, or
 * waits for approval, is nobody's yet (review 1: no teacher may reset a stranger's password).
 * The list is driven from the teacher's classes, so it reads their rows only.
 */
const managedJoin = (scope: TMbrMngScope) => and(yearPlace(scope.schlYr), eq(clsStdnt.sttsCd, 'APRV'));

function scopeWhere(scope: TMbrMngScope, filter: TMbrMngFilter): SQL | undefined {
  return and(
    teacherClassesWhere(scope.teacher, scope.schlYr),
    eq(mbr.userTypeCd, 'S'),
    sql`${mbr.userSttsCd} <> 'WTDR'`,
    keywordWhere(filter.userNm, mbr.userNm),
    filter.clsId ? eq(cls.clsId, filter.clsId) : undefined,
  );
}

export async function countManagedStudents(db: TDbOrTx, scope: TMbrMngScope, filter: TMbrMngFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mbr)
    .innerJoin(clsStdnt, managedJoin(scope))
    .innerJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .where(scopeWhere(scope, filter));
  return row?.n ?? 0;
}

export function findManagedStudentPage(db: TDbOrTx, scope: TMbrMngScope, filter: TMbrMngFilter, offset: number, limit: number) {
  return db
    .select(studentColumns)
    .from(mbr)
    .innerJoin(clsStdnt, managedJoin(scope))
    .innerJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .where(scopeWhere(scope, filter))
    .orderBy(asc(cls.grd), asc(cls.clsNo), sql`${clsStdnt.stdntNo} nulls last`, asc(mbr.userNm), asc(mbr.userId))
    .limit(limit)
    .offset(offset);
}

/** A managed student's row; the detail's lookup (a left join) may find no class. */
export type TStudentRow = NonNullable<Awaited<ReturnType<typeof findStudent>>>;

/** One member with the class of the school year; the member row locked for the change that follows when `forUpdate`. */
export async function findStudent(db: TDbOrTx, userId: string, schlYr: number, forUpdate = false) {
  const query = db
    .select(studentColumns)
    .from(mbr)
    .leftJoin(clsStdnt, yearPlace(schlYr))
    .leftJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .where(and(eq(mbr.userId, userId), eq(mbr.userTypeCd, 'S')));
  const [row] = await (forUpdate ? query.for('update', { of: mbr }) : query);
  return row;
}

export async function updateStudent(tx: TTx, userId: string, values: Partial<typeof mbr.$inferInsert>): Promise<void> {
  await tx
    .update(mbr)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(mbr.userId, userId));
}

export async function findSchoolName(db: TDbOrTx, schlCd: string): Promise<string> {
  const [row] = await db.select({ schlNm: schl.schlNm }).from(schl).where(eq(schl.neisSchlCd, schlCd));
  return row?.schlNm ?? '';
}
