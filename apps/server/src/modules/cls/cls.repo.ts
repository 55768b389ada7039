import { and, type AnyColumn, asc, count, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { crrActv, crrActvStdnt } from '../crr-actv/crr-actv.table.js';
import { mbr } from '../member/member.table.js';
import { schl } from '../school/school.table.js';
import { cls, clsStdnt, schlTchr } from './cls.table.js';

export type TClsRow = typeof cls.$inferSelect;
const hmrm = alias(mbr, 'hmrm_tchr');
const pendingMbr = alias(mbr, 'pndg_mbr');

export async function findSchool(db: TDbOrTx, schlCd: string) {
  const [row] = await db.select().from(schl).where(eq(schl.neisSchlCd, schlCd));
  return row;
}

export async function findSchlTchr(db: TDbOrTx, userId: string) {
  const [row] = await db.select().from(schlTchr).where(eq(schlTchr.userId, userId));
  return row;
}

/**
 * Students waiting for a class, without a row (design.md clsStdnt): in the current school year, a
 * student of the school whose mbr grade and class (the class number, '3' or '3반') match the class and
 * who has no class of that year yet. Read at each roster; nothing is written until a teacher approves.
 */
type TCols<K extends string> = Record<K, AnyColumn | SQL>;
const chosenAtJoin = (
  m: TCols<'userId' | 'userTypeCd' | 'userSttsCd' | 'schlCd' | 'grd' | 'clsNm'>,
  c: TCols<'schlCd' | 'grd' | 'clsNo' | 'schlYr'>,
  currentYr: number,
) =>
  sql`(${c.schlYr} = ${currentYr} and ${m.userTypeCd} = 'S' and ${m.userSttsCd} <> 'WTDR' and ${m.schlCd} = ${c.schlCd} and ${m.grd} = ${c.grd}
    and regexp_replace(coalesce(${m.clsNm}, ''), '[^0-9]', '', 'g') = ${c.clsNo}::text
    and not exists (select 1 from ${clsStdnt} s where s.user_id = ${m.userId} and s.schl_yr = ${c.schlYr}))`;

/** A class with its homeroom teacher's name and its approved and waiting students' counts. */
export function classesWhere(db: TDbOrTx, where: SQL | undefined, currentYr: number) {
  return db
    .select({
      clsId: cls.clsId,
      schlCd: cls.schlCd,
      schlNm: schl.schlNm,
      schlYr: cls.schlYr,
      grd: cls.grd,
      clsNo: cls.clsNo,
      hmrmTchrId: cls.hmrmTchrId,
      hmrmTchrNm: hmrm.userNm,
      stdntCnt: sql<number>`(select count(*)::int from ${clsStdnt} s where s.cls_id = ${cls.clsId} and s.stts_cd = 'APRV')`,
      pndgCnt: sql<number>`((select count(*)::int from ${clsStdnt} s where s.cls_id = ${cls.clsId} and s.stts_cd = 'PNDG')
        + (select count(*)::int from ${mbr} as ${pendingMbr} where ${chosenAtJoin(pendingMbr, cls, currentYr)}))`,
    })
    .from(cls)
    .innerJoin(schl, eq(schl.neisSchlCd, cls.schlCd))
    .leftJoin(hmrm, eq(hmrm.userId, cls.hmrmTchrId))
    .where(where)
    .orderBy(asc(cls.schlYr), asc(cls.grd), asc(cls.clsNo));
}

export type TClsListRow = Awaited<ReturnType<typeof classesWhere>>[number];

export const countClasses = async (db: TDbOrTx, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(cls).innerJoin(schl, eq(schl.neisSchlCd, cls.schlCd)).where(where))[0]?.n ?? 0;

export async function findClass(db: TDbOrTx, clsId: number): Promise<TClsRow | undefined> {
  const [row] = await db.select().from(cls).where(eq(cls.clsId, clsId));
  return row;
}

/** The class row locked: a class's roster changes one at a time (its numbers are unique in it). */
export async function lockClass(tx: TTx, clsId: number): Promise<TClsRow | undefined> {
  const [row] = await tx.select().from(cls).where(eq(cls.clsId, clsId)).for('update');
  return row;
}

export async function insertClass(tx: TTx, values: typeof cls.$inferInsert): Promise<TClsRow | undefined> {
  const [row] = await tx.insert(cls).values(values).onConflictDoNothing().returning();
  return row;
}

export const classesOfYear = (db: TDbOrTx, schlCd: string, schlYr: number) =>
  db
    .select()
    .from(cls)
    .where(and(eq(cls.schlCd, schlCd), eq(cls.schlYr, schlYr)));

export async function setHomeroom(tx: TTx, clsId: number, hmrmTchrId: string | null, by: string) {
  await tx
    .update(cls)
    .set({ hmrmTchrId, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(cls.clsId, clsId));
}

/** The teachers of a school (approved, and waiting when asked), waiting first, then by name. */
export function teachersWhere(db: TDbOrTx, where: SQL | undefined) {
  return db
    .select({
      userId: schlTchr.userId,
      userNm: mbr.userNm,
      schlCd: schlTchr.schlCd,
      schlNm: schl.schlNm,
      sttsCd: schlTchr.sttsCd,
      crrTchrYn: schlTchr.crrTchrYn,
      rsvtMngrYn: schlTchr.rsvtMngrYn,
      registeredAt: schlTchr.registeredAt,
      aprvAt: schlTchr.aprvAt,
    })
    .from(schlTchr)
    .innerJoin(mbr, eq(mbr.userId, schlTchr.userId))
    .innerJoin(schl, eq(schl.neisSchlCd, schlTchr.schlCd))
    .where(where)
    .orderBy(sql`${schlTchr.sttsCd} = 'APRV'`, asc(mbr.userNm), asc(schlTchr.userId));
}

export type TTchrRow = Awaited<ReturnType<typeof teachersWhere>>[number];

export const countTeachers = async (db: TDbOrTx, where: SQL | undefined) =>
  (
    await db
      .select({ n: count() })
      .from(schlTchr)
      .innerJoin(mbr, eq(mbr.userId, schlTchr.userId))
      .innerJoin(schl, eq(schl.neisSchlCd, schlTchr.schlCd))
      .where(where)
  )[0]?.n ?? 0;

/** A teacher's request for a school: new, or the pending one pointed at another school. */
export async function upsertSchlTchrRequest(tx: TTx, userId: string, schlCd: string) {
  await tx
    .insert(schlTchr)
    .values({ userId, schlCd, sttsCd: 'PNDG', registeredBy: userId, updatedBy: userId })
    .onConflictDoUpdate({ target: schlTchr.userId, set: { schlCd, registeredAt: sql`now()`, updatedBy: userId, updatedAt: sql`now()` } });
}

export async function lockSchlTchr(tx: TTx, userId: string) {
  const [row] = await tx.select().from(schlTchr).where(eq(schlTchr.userId, userId)).for('update');
  return row;
}

export async function updateSchlTchr(tx: TTx, userId: string, set: Partial<typeof schlTchr.$inferInsert>) {
  await tx
    .update(schlTchr)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(schlTchr.userId, userId));
}

export async function deletePendingSchlTchr(tx: TTx, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(schlTchr)
    .where(and(eq(schlTchr.userId, userId), eq(schlTchr.sttsCd, 'PNDG')))
    .returning({ userId: schlTchr.userId });
  return rows.length > 0;
}

/** The roles of every approved teacher of a school at once (tchrDsgn's one save). */
export async function setSchoolRoles(tx: TTx, schlCd: string, crrTchrIds: string[], rsvtMngrIds: string[], by: string) {
  const yn = (ids: string[]) => (ids.length ? sql`case when ${inArray(schlTchr.userId, ids)} then 'Y' else 'N' end` : sql`'N'`);
  await tx
    .update(schlTchr)
    .set({ crrTchrYn: yn(crrTchrIds), rsvtMngrYn: yn(rsvtMngrIds), updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(schlTchr.schlCd, schlCd), eq(schlTchr.sttsCd, 'APRV')));
}

/** A teacher's member row follows the approved school (the public-name rule reads mbr.schlCd). */
export async function setMemberSchool(tx: TTx, userId: string, school: { schlCd: string; schlNm: string; schlTypeCd: string } | null, by: string) {
  await tx
    .update(mbr)
    .set({ schlCd: school?.schlCd ?? null, schlNm: school?.schlNm ?? null, schlTypeCd: school?.schlTypeCd ?? null, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(mbr.userId, userId));
}

/** The approved students of a class with their account, last login and career activities of the class's year. */
export function rosterStudents(db: TDbOrTx, clsId: number) {
  return db
    .select({
      userId: clsStdnt.userId,
      userNm: mbr.userNm,
      stdntNo: clsStdnt.stdntNo,
      userSttsCd: mbr.userSttsCd,
      lastLoginAt: mbr.lastLoginAt,
      eblcRegYn: mbr.eblcRegYn,
      actvCnt: sql<number>`(select count(*)::int from ${crrActvStdnt} join ${crrActv} on ${crrActv.crrActvId} = ${crrActvStdnt.crrActvId}
        where ${crrActvStdnt.userId} = ${clsStdnt.userId} and ${crrActv.schlYr} = ${clsStdnt.schlYr})`,
    })
    .from(clsStdnt)
    .innerJoin(mbr, eq(mbr.userId, clsStdnt.userId))
    .where(and(eq(clsStdnt.clsId, clsId), eq(clsStdnt.sttsCd, 'APRV')))
    .orderBy(sql`${clsStdnt.stdntNo} asc nulls last`, asc(mbr.userNm));
}

/** Students waiting for the class: its PNDG rows, and those who chose it at join without a row (chosenAtJoin). */
export function rosterPending(db: TDbOrTx, c: TClsRow, currentYr: number) {
  const row = sql`exists (select 1 from ${clsStdnt} s where s.cls_id = ${c.clsId} and s.user_id = ${mbr.userId} and s.stts_cd = 'PNDG')`;
  const joinChoice = chosenAtJoin(mbr, { schlCd: sql`${c.schlCd}`, grd: sql`${c.grd}`, clsNo: sql`${c.clsNo}`, schlYr: sql`${c.schlYr}` }, currentYr);
  return db
    .select({ userId: mbr.userId, userNm: mbr.userNm, grd: mbr.grd, clsNm: mbr.clsNm, joinAt: mbr.joinAt })
    .from(mbr)
    .where(sql`(${row} or ${joinChoice})`)
    .orderBy(asc(mbr.userNm), asc(mbr.userId));
}

export async function classRowsOf(db: TDbOrTx, userIds: string[], schlYr: number) {
  if (!userIds.length) return [];
  return db
    .select()
    .from(clsStdnt)
    .where(and(inArray(clsStdnt.userId, userIds), eq(clsStdnt.schlYr, schlYr)));
}

/** Numbers already given in a class, but for the students named (they are being renumbered or moved out). */
export async function takenNumbers(db: TDbOrTx, clsId: number, except: string[]): Promise<Set<number>> {
  const rows = await db
    .select({ stdntNo: clsStdnt.stdntNo })
    .from(clsStdnt)
    .where(and(eq(clsStdnt.clsId, clsId), eq(clsStdnt.sttsCd, 'APRV'), except.length ? notInArray(clsStdnt.userId, except) : undefined));
  return new Set(rows.flatMap((r) => (r.stdntNo === null ? [] : [r.stdntNo])));
}

/** The student's row of the school year goes to this class, approved with its number (a PNDG row elsewhere is replaced). */
export async function placeStudent(tx: TTx, values: { clsId: number; userId: string; schlYr: number; stdntNo: number | null }, by: string) {
  await tx.delete(clsStdnt).where(and(eq(clsStdnt.userId, values.userId), eq(clsStdnt.schlYr, values.schlYr), ne(clsStdnt.clsId, values.clsId)));
  const set = { stdntNo: values.stdntNo, sttsCd: 'APRV' as const, aprvAt: sql`now()`, aprvBy: by, updatedBy: by, updatedAt: sql`now()` };
  await tx
    .insert(clsStdnt)
    .values({ ...values, ...set, registeredBy: by })
    .onConflictDoUpdate({ target: [clsStdnt.clsId, clsStdnt.userId], set });
}

/** design.md: mbr.grd / mbr.clsNm follow the student's class (clsNm is the class number as text). */
export async function setMemberClass(tx: TTx, userIds: string[], grd: number, clsNo: number, by: string) {
  if (!userIds.length) return;
  await tx
    .update(mbr)
    .set({ grd, clsNm: String(clsNo), updatedBy: by, updatedAt: sql`now()` })
    .where(inArray(mbr.userId, userIds));
}

/** The approved students of a school year's classes with their class of the next year, if any (promotion). */
export function promotionRows(db: TDbOrTx, schlCd: string, fromYr: number) {
  const next = alias(clsStdnt, 'next_cls_stdnt');
  return db
    .select({ userId: clsStdnt.userId, userNm: mbr.userNm, grd: cls.grd, clsNo: cls.clsNo, stdntNo: clsStdnt.stdntNo, nextClsId: next.clsId })
    .from(clsStdnt)
    .innerJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .innerJoin(mbr, eq(mbr.userId, clsStdnt.userId))
    .leftJoin(next, and(eq(next.userId, clsStdnt.userId), eq(next.schlYr, fromYr + 1)))
    .where(and(eq(cls.schlCd, schlCd), eq(cls.schlYr, fromYr), eq(clsStdnt.sttsCd, 'APRV'), ne(mbr.userSttsCd, 'WTDR')))
    .orderBy(asc(cls.grd), asc(cls.clsNo), sql`${clsStdnt.stdntNo} asc nulls last`, asc(mbr.userNm));
}

/** The classes of a school's year locked, in id order (so two lockers never wait on each other). */
export const lockClassesOfYear = (tx: TTx, schlCd: string, schlYr: number) =>
  tx
    .select()
    .from(cls)
    .where(and(eq(cls.schlCd, schlCd), eq(cls.schlYr, schlYr)))
    .orderBy(asc(cls.clsId))
    .for('update');

/** The numbers given to approved students in each of the classes. */
export async function takenNumbersIn(db: TDbOrTx, clsIds: number[]): Promise<Map<number, Set<number>>> {
  const taken = new Map(clsIds.map((id) => [id, new Set<number>()]));
  if (!clsIds.length) return taken;
  const rows = await db
    .select({ clsId: clsStdnt.clsId, stdntNo: clsStdnt.stdntNo })
    .from(clsStdnt)
    .where(and(inArray(clsStdnt.clsId, clsIds), eq(clsStdnt.sttsCd, 'APRV')));
  for (const r of rows) if (r.stdntNo !== null) taken.get(r.clsId)?.add(r.stdntNo);
  return taken;
}

/** Rows for the promoted students; a student who got a class of that year meanwhile keeps it. The ids inserted. */
export async function insertPromoted(
  tx: TTx,
  rows: { clsId: number; userId: string; schlYr: number; stdntNo: number | null }[],
  by: string,
): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await tx
    .insert(clsStdnt)
    .values(rows.map((r) => ({ ...r, sttsCd: 'APRV' as const, aprvAt: sql`now()`, aprvBy: by, registeredBy: by, updatedBy: by })))
    .onConflictDoNothing({ target: [clsStdnt.userId, clsStdnt.schlYr] })
    .returning({ userId: clsStdnt.userId });
  return inserted.map((r) => r.userId);
}
