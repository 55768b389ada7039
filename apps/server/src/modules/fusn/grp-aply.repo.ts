import { and, asc, desc, eq, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { cls, clsStdnt } from '../cls/index.js';
import { mbr } from '../member/member.table.js';
import { fusnAply, fusnAplyUnit, fusnPrgrm, fusnRmndr, fusnSchlRsvt, fusnSesn } from './fusn.table.js';

/*
 * Students' applications to the units of their school's reservation (issue 19): a unit's seat is
 * taken by a guarded UPDATE (aply_cnt + 1 <= cpcty) and the application row is unique per session
 * and student while live (fusn_aply_live_uq), so neither a crowd nor a double click oversells.
 */

/**
 * Locks the reservation row FOR SHARE before its units change (a student's application, a teacher's
 * assignment) and tells whether it is still live (not CNCL) and before its deadline on the database
 * clock. A cancel UPDATEs the row first (its exclusive lock), so either it waits for the application
 * to commit and then cancels it too, or the application sees CNCL here: none lands in a cancelled one.
 */
export async function lockRsvtForUnits(tx: TTx, schlRsvtId: number): Promise<{ live: boolean; beforeDeadline: boolean } | undefined> {
  const [row] = await tx
    .select({
      live: sql<boolean>`${fusnSchlRsvt.sttsCd} <> 'CNCL'`,
      beforeDeadline: sql<boolean>`exists (select 1 from ${fusnSesn} s where s.sesn_id = ${fusnSchlRsvt.sesnId} and s.ddln_dt > now())`,
    })
    .from(fusnSchlRsvt)
    .where(eq(fusnSchlRsvt.schlRsvtId, schlRsvtId))
    .for('share');
  return row;
}

/**
 * Takes a seat of a unit; false when it is full (or, with beforeDeadline, when the reservation is
 * cancelled or its deadline has passed on the database clock: a student's application).
 */
export async function takeUnitSeat(tx: TTx, schlRsvtId: number, aplyUnitCd: string, o: { beforeDeadline?: boolean } = {}): Promise<boolean> {
  const open = o.beforeDeadline
    ? sql`exists (select 1 from ${fusnSchlRsvt} r join ${fusnSesn} s on s.sesn_id = r.sesn_id where r.schl_rsvt_id = ${schlRsvtId} and r.stts_cd <> 'CNCL' and s.ddln_dt > now())`
    : undefined;
  const rows = await tx
    .update(fusnAplyUnit)
    .set({ aplyCnt: sql`${fusnAplyUnit.aplyCnt} + 1` })
    .where(
      and(eq(fusnAplyUnit.schlRsvtId, schlRsvtId), eq(fusnAplyUnit.aplyUnitCd, aplyUnitCd), sql`${fusnAplyUnit.aplyCnt} + 1 <= ${fusnAplyUnit.cpcty}`, open),
    )
    .returning({ cd: fusnAplyUnit.aplyUnitCd });
  return rows.length === 1;
}

export async function returnUnitSeat(tx: TTx, schlRsvtId: number, aplyUnitCd: string): Promise<void> {
  await tx
    .update(fusnAplyUnit)
    .set({ aplyCnt: sql`greatest(${fusnAplyUnit.aplyCnt} - 1, 0)` })
    .where(and(eq(fusnAplyUnit.schlRsvtId, schlRsvtId), eq(fusnAplyUnit.aplyUnitCd, aplyUnitCd)));
}

/** Inserts a live application unless the student has one for the session; its id or undefined. */
export async function insertGrpAply(
  tx: TTx,
  o: { sesnId: number; schlRsvtId: number; aplyUnitCd: string; userId: string; asgnBy: string | null; by: string },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(fusnAply)
    .values({
      sesnId: o.sesnId,
      schlRsvtId: o.schlRsvtId,
      aplyUnitCd: o.aplyUnitCd,
      userId: o.userId,
      sttsCd: 'APLY',
      asgnBy: o.asgnBy,
      registeredBy: o.by,
      updatedBy: o.by,
    })
    .onConflictDoNothing({ target: [fusnAply.sesnId, fusnAply.userId], where: sql`${fusnAply.sttsCd} <> 'CNCL'` })
    .returning({ aplyId: fusnAply.aplyId });
  return row?.aplyId;
}

/** Cancels the student's live application to a reservation once; the unit it held, or undefined. */
export async function cancelGrpAplyOnce(tx: TTx, schlRsvtId: number, userId: string): Promise<string | null | undefined> {
  const [row] = await tx
    .update(fusnAply)
    .set({ sttsCd: 'CNCL', cnclAt: sql`now()`, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(fusnAply.schlRsvtId, schlRsvtId), eq(fusnAply.userId, userId), ne(fusnAply.sttsCd, 'CNCL')))
    .returning({ aplyUnitCd: fusnAply.aplyUnitCd });
  return row ? row.aplyUnitCd : undefined;
}

/** The students' live applications of reservations (the student's own when userId is given). */
export async function findGrpAplys(db: TDbOrTx, schlRsvtIds: number[], userId?: string) {
  if (!schlRsvtIds.length) return [];
  return db
    .select({
      aplyId: fusnAply.aplyId,
      schlRsvtId: fusnAply.schlRsvtId,
      userId: fusnAply.userId,
      aplyUnitCd: fusnAply.aplyUnitCd,
      sttsCd: fusnAply.sttsCd,
      asgnBy: fusnAply.asgnBy,
      regDt: fusnAply.registeredAt,
    })
    .from(fusnAply)
    .where(and(inArray(fusnAply.schlRsvtId, schlRsvtIds), ne(fusnAply.sttsCd, 'CNCL'), userId ? eq(fusnAply.userId, userId) : undefined));
}

/** The live reservations of a school from a school year on (next year's booked ahead), by session day. */
export async function findSchoolRsvtIds(db: TDbOrTx, schlCd: string, schlYr: number): Promise<number[]> {
  const rows = await db
    .select({ id: fusnSchlRsvt.schlRsvtId })
    .from(fusnSchlRsvt)
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnSchlRsvt.sesnId))
    .where(and(eq(fusnSchlRsvt.schlCd, schlCd), gte(fusnSchlRsvt.schlYr, schlYr), ne(fusnSchlRsvt.sttsCd, 'CNCL')))
    .orderBy(asc(fusnSesn.sesnYmd), asc(fusnSesn.bgngTm));
  return rows.map((r) => r.id);
}

/** The applied students of a reservation with their class (of the reservation's school year), in the managed classes when given. */
export async function findAplyStdnts(db: TDbOrTx, rsvt: { schlRsvtId: number; schlYr: number }, classesWhere: SQL | undefined, aplyUnitCd?: string) {
  return db
    .select({
      aplyId: fusnAply.aplyId,
      userId: fusnAply.userId,
      userNm: sql<string>`coalesce(${mbr.userNm}, '')`,
      grd: cls.grd,
      clsNo: cls.clsNo,
      stdntNo: clsStdnt.stdntNo,
      aplyUnitCd: fusnAply.aplyUnitCd,
      unitNm: fusnAplyUnit.unitNm,
      asgnBy: fusnAply.asgnBy,
      regDt: fusnAply.registeredAt,
    })
    .from(fusnAply)
    .innerJoin(mbr, eq(mbr.userId, fusnAply.userId))
    .leftJoin(fusnAplyUnit, and(eq(fusnAplyUnit.schlRsvtId, fusnAply.schlRsvtId), eq(fusnAplyUnit.aplyUnitCd, fusnAply.aplyUnitCd)))
    .leftJoin(clsStdnt, and(eq(clsStdnt.userId, fusnAply.userId), eq(clsStdnt.schlYr, rsvt.schlYr), eq(clsStdnt.sttsCd, 'APRV')))
    .leftJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .where(
      and(
        eq(fusnAply.schlRsvtId, rsvt.schlRsvtId),
        eq(fusnAply.sttsCd, 'APLY'),
        aplyUnitCd ? eq(fusnAply.aplyUnitCd, aplyUnitCd) : undefined,
        classesWhere === undefined ? undefined : sql`${cls.clsId} in (select ${cls.clsId} from ${cls} where ${classesWhere})`,
      ),
    )
    .orderBy(sql`${fusnAply.aplyUnitCd}::int`, asc(cls.grd), asc(cls.clsNo), asc(clsStdnt.stdntNo), asc(mbr.userNm));
}

/** The approved students of the managed classes without a live application to the session, with the reminders sent. */
export async function findNotAplyStdnts(db: TDbOrTx, rsvt: { schlRsvtId: number; sesnId: number; schlYr: number }, classesWhere: SQL | undefined) {
  return db
    .select({
      userId: clsStdnt.userId,
      userNm: sql<string>`coalesce(${mbr.userNm}, '')`,
      grd: cls.grd,
      clsNo: cls.clsNo,
      stdntNo: clsStdnt.stdntNo,
      rmndrCnt: sql<number>`(select count(*)::int from ${fusnRmndr} r where r.schl_rsvt_id = ${rsvt.schlRsvtId} and r.user_id = ${clsStdnt.userId})`,
      lastRmndrAt: sql<string | null>`(select max(r.sent_at) from ${fusnRmndr} r where r.schl_rsvt_id = ${rsvt.schlRsvtId} and r.user_id = ${clsStdnt.userId})`,
    })
    .from(clsStdnt)
    .innerJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .innerJoin(mbr, eq(mbr.userId, clsStdnt.userId))
    .where(
      and(
        classesWhere,
        eq(clsStdnt.schlYr, rsvt.schlYr),
        eq(clsStdnt.sttsCd, 'APRV'),
        sql`not exists (select 1 from ${fusnAply} a where a.sesn_id = ${rsvt.sesnId} and a.user_id = ${clsStdnt.userId} and a.stts_cd <> 'CNCL')`,
      ),
    )
    .orderBy(asc(cls.grd), asc(cls.clsNo), asc(clsStdnt.stdntNo), asc(mbr.userNm));
}

/** Which of the given members are approved students of the managed classes (the reservation's school year). */
export async function managedStudentIds(db: TDbOrTx, classesWhere: SQL | undefined, schlYr: number, userIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ userId: clsStdnt.userId })
    .from(clsStdnt)
    .innerJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .where(and(classesWhere, eq(clsStdnt.schlYr, schlYr), eq(clsStdnt.sttsCd, 'APRV'), inArray(clsStdnt.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

/** The grade/class options of the managed classes. */
export async function managedClassOptions(db: TDbOrTx, classesWhere: SQL | undefined) {
  return db.select({ grd: cls.grd, clsNo: cls.clsNo }).from(cls).where(classesWhere).orderBy(asc(cls.grd), asc(cls.clsNo));
}

/**
 * The teachers' reminders still relevant to the student (the on-site notice, design "School
 * reservations"): the reservation live, its deadline not passed (server time) and no live
 * application of the student in it; the latest per reservation, newest first. A read: nothing is
 * marked (ARCHITECTURE: a GET changes no state), the notice goes away once the student applies.
 */
export async function findLiveReminders(db: TDbOrTx, userId: string) {
  const rows = await db
    .selectDistinctOn([fusnRmndr.schlRsvtId], {
      rmndrId: fusnRmndr.rmndrId,
      schlRsvtId: fusnRmndr.schlRsvtId,
      prgrmNm: fusnPrgrm.prgrmNm,
      sesnYmd: fusnSesn.sesnYmd,
      bgngTm: fusnSesn.bgngTm,
      ddlnDt: fusnSesn.ddlnDt,
      sentByNm: sql<string>`coalesce(${mbr.userNm}, '')`,
      sentAt: fusnRmndr.sentAt,
    })
    .from(fusnRmndr)
    .innerJoin(fusnSchlRsvt, eq(fusnSchlRsvt.schlRsvtId, fusnRmndr.schlRsvtId))
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnSchlRsvt.sesnId))
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .leftJoin(mbr, eq(mbr.userId, fusnRmndr.sentBy))
    .where(
      and(
        eq(fusnRmndr.userId, userId),
        ne(fusnSchlRsvt.sttsCd, 'CNCL'),
        sql`${fusnSesn.ddlnDt} > now()`,
        sql`not exists (select 1 from ${fusnAply} a where a.schl_rsvt_id = ${fusnRmndr.schlRsvtId} and a.user_id = ${fusnRmndr.userId} and a.stts_cd <> 'CNCL')`,
      ),
    )
    .orderBy(fusnRmndr.schlRsvtId, desc(fusnRmndr.sentAt), desc(fusnRmndr.rmndrId));
  return rows.sort((x, y) => y.sentAt.getTime() - x.sentAt.getTime() || y.rmndrId - x.rmndrId).slice(0, 20);
}
