import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { keywordWhere } from '../../db/search.js';
import { cls, clsStdnt } from '../cls/cls.table.js';
import { mbr } from '../member/member.table.js';
import { schl } from '../school/school.table.js';

/** Whose students a teacher manages (issue 18): the whole school for its career teacher, else the homeroom classes. */
export type TMbrMngScope = { schlCd: string; schlYr: number; crrTchr: boolean; teacherId: string };
export type TMbrMngFilter = { userNm?: string; clsId?: number };

const hmrmTchr = alias(mbr, 'hmrm_tchr');

/** The classes of the school year the teacher manages, with their approved students counted. */
export function findManagedClasses(db: TDbOrTx, scope: TMbrMngScope) {
  return db
    .select({
      clsId: cls.clsId,
      schlYr: cls.schlYr,
      grd: cls.grd,
      clsNo: cls.clsNo,
      hmrmTchrNm: hmrmTchr.userNm,
      stdntCnt: sql<number>`(count(${clsStdnt.userId}) filter (where ${clsStdnt.sttsCd} = 'APRV'))::int`,
    })
    .from(cls)
    .leftJoin(hmrmTchr, eq(hmrmTchr.userId, cls.hmrmTchrId))
    .leftJoin(clsStdnt, eq(clsStdnt.clsId, cls.clsId))
    .where(and(eq(cls.schlCd, scope.schlCd), eq(cls.schlYr, scope.schlYr), scope.crrTchr ? undefined : eq(cls.hmrmTchrId, scope.teacherId)))
    .groupBy(cls.clsId, hmrmTchr.userNm)
    .orderBy(asc(cls.grd), asc(cls.clsNo));
}

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

/** The join of a member to the class of the school year, when they have one. */
const yearPlace = (schlYr: number) => and(eq(clsStdnt.userId, mbr.userId), eq(clsStdnt.schlYr, schlYr));

/**
 * Live students in the scope: a career teacher's are those whose school is theirs or who sit in
 * one of its classes this year; a homeroom teacher's those of their own classes.
 */
function scopeWhere(scope: TMbrMngScope, filter: TMbrMngFilter): SQL | undefined {
  const mine = scope.crrTchr
    ? sql`(${mbr.schlCd} = ${scope.schlCd} or ${cls.schlCd} = ${scope.schlCd})`
    : and(eq(cls.schlCd, scope.schlCd), eq(cls.hmrmTchrId, scope.teacherId));
  return and(
    eq(mbr.userTypeCd, 'S'),
    sql`${mbr.userSttsCd} <> 'WTDR'`,
    mine,
    keywordWhere(filter.userNm, mbr.userNm),
    filter.clsId ? eq(cls.clsId, filter.clsId) : undefined,
  );
}

export async function countManagedStudents(db: TDbOrTx, scope: TMbrMngScope, filter: TMbrMngFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mbr)
    .leftJoin(clsStdnt, yearPlace(scope.schlYr))
    .leftJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .where(scopeWhere(scope, filter));
  return row?.n ?? 0;
}

export function findManagedStudentPage(db: TDbOrTx, scope: TMbrMngScope, filter: TMbrMngFilter, offset: number, limit: number) {
  return db
    .select(studentColumns)
    .from(mbr)
    .leftJoin(clsStdnt, yearPlace(scope.schlYr))
    .leftJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .where(scopeWhere(scope, filter))
    .orderBy(sql`${cls.grd} nulls last`, sql`${cls.clsNo} nulls last`, sql`${clsStdnt.stdntNo} nulls last`, asc(mbr.userNm), asc(mbr.userId))
    .limit(limit)
    .offset(offset);
}

export type TStudentRow = Awaited<ReturnType<typeof findManagedStudentPage>>[number];

/** One member with the class of the school year; the member row locked for the change that follows when `forUpdate`. */
export async function findStudent(db: TDbOrTx, userId: string, schlYr: number, forUpdate = false): Promise<TStudentRow | undefined> {
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
