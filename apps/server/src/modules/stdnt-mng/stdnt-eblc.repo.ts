import { eq, inArray, like, or } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { clsStdnt } from '../cls/cls.table.js';
import { mbr } from '../member/member.table.js';
import { schl } from '../school/school.table.js';

/** The class registered into, with its school's name and type (the new accounts' school fields). */
export type TClassRow = { clsId: number; schlCd: string; schlNm: string; schlTypeCd: string; schlYr: number; grd: number; clsNo: number };

export async function findSchoolOf(db: TDbOrTx, schlCd: string): Promise<{ schlNm: string; schlTypeCd: string }> {
  const [row] = await db.select({ schlNm: schl.schlNm, schlTypeCd: schl.schlTypeCd }).from(schl).where(eq(schl.neisSchlCd, schlCd));
  // cls.schl_cd references the school list: a class always has its school
  return row!;
}

/** The numbers already given in the class (pending students' too). */
export async function findTakenNos(db: TDbOrTx, clsId: number): Promise<Set<number>> {
  const rows = await db.select({ stdntNo: clsStdnt.stdntNo }).from(clsStdnt).where(eq(clsStdnt.clsId, clsId));
  return new Set(rows.flatMap((r) => (r.stdntNo === null ? [] : [r.stdntNo])));
}

/** The ids in use among the wanted ones and their suffixed variants (base_2, base_3, ...). */
export async function findUsedIds(db: TDbOrTx, bases: string[]): Promise<Set<string>> {
  if (bases.length === 0) return new Set();
  const rows = await db
    .select({ userId: mbr.userId })
    .from(mbr)
    .where(or(inArray(mbr.userId, bases), ...bases.map((b) => like(mbr.userId, `${b}\\_%`))));
  return new Set(rows.map((r) => r.userId));
}

/** Which of these ids are members already (checked again under the class lock, just before the insert). */
export async function findTakenIds(db: TDbOrTx, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  return (await db.select({ userId: mbr.userId }).from(mbr).where(inArray(mbr.userId, userIds))).map((r) => r.userId);
}

export type TNewStudent = { userId: string; userNm: string; brdt: string; stdntNo: number; pswdHash: string };

/**
 * The accounts and their class places, in the caller's transaction: user type S, bulk-registered
 * (eblcRegYn Y, pswdChgAt null: the first login must set a new password), school fields from the class.
 */
export async function insertStudents(tx: TTx, klass: TClassRow, students: TNewStudent[], mbrTypeAuthrt: string, actorId: string): Promise<void> {
  const now = new Date();
  await tx.insert(mbr).values(
    students.map((s) => ({
      userId: s.userId,
      userNm: s.userNm,
      pswdHash: s.pswdHash,
      pswdChgAt: null,
      brdt: s.brdt,
      userTypeCd: 'S' as const,
      mbrTypeAuthrt,
      userSttsCd: 'ACTV' as const,
      schlTypeCd: klass.schlTypeCd,
      schlNm: klass.schlNm,
      schlCd: klass.schlCd,
      grd: klass.grd,
      clsNm: String(klass.clsNo),
      eblcRegYn: 'Y' as const,
      approvedAt: now,
      approvedBy: actorId,
      registeredBy: actorId,
      updatedBy: actorId,
    })),
  );
  await tx.insert(clsStdnt).values(
    students.map((s) => ({
      clsId: klass.clsId,
      userId: s.userId,
      schlYr: klass.schlYr,
      stdntNo: s.stdntNo,
      sttsCd: 'APRV' as const,
      aprvAt: now,
      aprvBy: actorId,
      registeredBy: actorId,
      updatedBy: actorId,
    })),
  );
}
