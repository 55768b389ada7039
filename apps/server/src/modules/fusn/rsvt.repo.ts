import type { TFusnRsvtSttsView } from '@portal/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { mbr } from '../member/member.table.js';
import { bmnexhl } from '../mnexhl/mnexhl.table.js';
import { schl } from '../school/school.table.js';
import { fusnAply, fusnAplyUnit, fusnPrgrm, fusnPrgrmHall, fusnSchlRsvt, fusnSesn } from './fusn.table.js';
import { returnSeats } from './seats.repo.js';
import { sesnTimeColumns } from './sesn.columns.js';

/** A reservation with its session, program, school and reserving teacher: what every reservation page shows. */
export const rsvtColumns = {
  schlRsvtId: fusnSchlRsvt.schlRsvtId,
  sesnId: fusnSchlRsvt.sesnId,
  schlCd: fusnSchlRsvt.schlCd,
  schlNm: sql<string>`coalesce(${schl.schlNm}, '')`,
  rsvtUserId: fusnSchlRsvt.rsvtUserId,
  rsvtUserNm: sql<string>`coalesce(${mbr.userNm}, '')`,
  stdntCnt: fusnSchlRsvt.stdntCnt,
  schlYr: fusnSchlRsvt.schlYr,
  term: fusnSchlRsvt.term,
  sttsCd: fusnSchlRsvt.sttsCd,
  cnfmAt: fusnSchlRsvt.cnfmAt,
  cnclAt: fusnSchlRsvt.cnclAt,
  cnclRsn: fusnSchlRsvt.cnclRsn,
  regDt: fusnSchlRsvt.registeredAt,
  prgrmId: fusnPrgrm.prgrmId,
  prgrmNm: fusnPrgrm.prgrmNm,
  prgrmExpln: fusnPrgrm.prgrmExpln,
  durMin: fusnPrgrm.durMin,
  bfrSrvyId: fusnPrgrm.bfrSrvyId,
  pointYn: fusnPrgrm.pointYn,
  ...sesnTimeColumns,
  sesnSttsCd: fusnSesn.sttsCd,
  aplyCnt: sql<number>`(select coalesce(sum(u.aply_cnt), 0)::int from ${fusnAplyUnit} u where u.schl_rsvt_id = ${fusnSchlRsvt.schlRsvtId})`,
};
export type TRsvtRow = {
  [K in keyof typeof rsvtColumns]: (typeof rsvtColumns)[K] extends { _: { data: infer D } } ? D : (typeof rsvtColumns)[K] extends SQL<infer T> ? T : never;
};

const rsvtQuery = (db: TDbOrTx) =>
  db
    .select(rsvtColumns)
    .from(fusnSchlRsvt)
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnSchlRsvt.sesnId))
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .leftJoin(schl, eq(schl.neisSchlCd, fusnSchlRsvt.schlCd))
    .leftJoin(mbr, eq(mbr.userId, fusnSchlRsvt.rsvtUserId));

export async function findRsvt(db: TDbOrTx, schlRsvtId: number): Promise<TRsvtRow | undefined> {
  const [row] = await rsvtQuery(db).where(eq(fusnSchlRsvt.schlRsvtId, schlRsvtId));
  return row as TRsvtRow | undefined;
}

/** Several reservations in the given order (one statement). */
export async function findRsvts(db: TDbOrTx, schlRsvtIds: number[]): Promise<TRsvtRow[]> {
  if (!schlRsvtIds.length) return [];
  const rows = (await rsvtQuery(db).where(inArray(fusnSchlRsvt.schlRsvtId, schlRsvtIds))) as TRsvtRow[];
  return schlRsvtIds.map((id) => rows.find((r) => r.schlRsvtId === id)).filter((r): r is TRsvtRow => !!r);
}

/** The shown state as a condition (rsvtSttsView in SQL, on the database clock). */
export function sttsViewWhere(view: TFusnRsvtSttsView | undefined): SQL | undefined {
  switch (view) {
    case 'CNCL':
      return eq(fusnSchlRsvt.sttsCd, 'CNCL');
    case 'CMPL':
      return and(ne(fusnSchlRsvt.sttsCd, 'CNCL'), sql`${fusnSesn.endDt} <= now()`);
    case 'CLSD':
      return and(ne(fusnSchlRsvt.sttsCd, 'CNCL'), sql`${fusnSesn.ddlnDt} <= now()`, sql`${fusnSesn.endDt} > now()`);
    case 'APLY':
    case 'CNFM':
      return and(eq(fusnSchlRsvt.sttsCd, view), sql`${fusnSesn.ddlnDt} > now()`);
    default:
      return undefined;
  }
}

export type TRsvtFilter = { schlCd?: string; prgrmId?: number; bgngYmd?: string; endYmd?: string; sttsView?: TFusnRsvtSttsView; searchWrd?: string };

export function rsvtWhere(f: TRsvtFilter): SQL | undefined {
  return and(
    f.schlCd ? eq(fusnSchlRsvt.schlCd, f.schlCd) : undefined,
    f.prgrmId ? eq(fusnSesn.prgrmId, f.prgrmId) : undefined,
    f.bgngYmd ? gte(fusnSesn.sesnYmd, f.bgngYmd) : undefined,
    f.endYmd ? lte(fusnSesn.sesnYmd, f.endYmd) : undefined,
    sttsViewWhere(f.sttsView),
    f.searchWrd ? ilike(schl.schlNm, `%${f.searchWrd.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
}

/** Counted up to a cap (ARCHITECTURE: no unbounded count); the session and school joins serve the filters. */
export async function countRsvts(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(fusnSchlRsvt)
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnSchlRsvt.sesnId))
    .leftJoin(schl, eq(schl.neisSchlCd, fusnSchlRsvt.schlCd))
    .where(where)
    .limit(100_000)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

export async function findRsvtPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number): Promise<TRsvtRow[]> {
  const rows = await rsvtQuery(db)
    .where(where)
    .orderBy(desc(fusnSesn.sesnYmd), desc(fusnSesn.bgngTm), desc(fusnSchlRsvt.schlRsvtId))
    .offset(offset)
    .limit(limit);
  return rows as TRsvtRow[];
}

export async function findUnits(db: TDbOrTx, schlRsvtIds: number[]) {
  if (!schlRsvtIds.length) return [];
  return db
    .select({
      schlRsvtId: fusnAplyUnit.schlRsvtId,
      aplyUnitCd: fusnAplyUnit.aplyUnitCd,
      unitNm: fusnAplyUnit.unitNm,
      cpcty: fusnAplyUnit.cpcty,
      aplyCnt: fusnAplyUnit.aplyCnt,
    })
    .from(fusnAplyUnit)
    .where(inArray(fusnAplyUnit.schlRsvtId, schlRsvtIds))
    .orderBy(asc(fusnAplyUnit.schlRsvtId), sql`${fusnAplyUnit.aplyUnitCd}::int`);
}

export async function findHalls(db: TDbOrTx, prgrmIds: number[]) {
  if (!prgrmIds.length) return [];
  return db
    .select({ prgrmId: fusnPrgrmHall.prgrmId, bmnexhlId: bmnexhl.bmnexhlId, bmnexhlNm: bmnexhl.bmnexhlNm })
    .from(fusnPrgrmHall)
    .innerJoin(bmnexhl, eq(bmnexhl.bmnexhlId, fusnPrgrmHall.bmnexhlId))
    .where(inArray(fusnPrgrmHall.prgrmId, prgrmIds))
    .orderBy(asc(bmnexhl.sortSeq), asc(bmnexhl.bmnexhlId));
}

/** A session with its program, for booking. */
export async function findSesnForBooking(db: TDbOrTx, sesnId: number) {
  const [row] = await db
    .select({
      sesnId: fusnSesn.sesnId,
      sesnYmd: fusnSesn.sesnYmd,
      ddlnDt: fusnSesn.ddlnDt,
      sesnSttsCd: fusnSesn.sttsCd,
      prgrmId: fusnPrgrm.prgrmId,
      prgrmSeCd: fusnPrgrm.prgrmSeCd,
      prgrmSttsCd: fusnPrgrm.sttsCd,
      schlLvls: fusnPrgrm.schlLvls,
      opnDt: fusnPrgrm.opnDt,
      schlTermLmt: fusnPrgrm.schlTermLmt,
      autoCnfmYn: fusnPrgrm.autoCnfmYn,
    })
    .from(fusnSesn)
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .where(eq(fusnSesn.sesnId, sesnId));
  return row;
}

/** Serialises one school's reservations (the per-term limit is read then written). */
export async function lockSchool(tx: TTx, schlCd: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fusn-rsvt:${schlCd}`}))`);
}

/** The school's live reservations of a program in a term. */
export async function countTermRsvts(tx: TTx, o: { schlCd: string; prgrmId: number; schlYr: number; term: number }): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(fusnSchlRsvt)
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnSchlRsvt.sesnId))
    .where(
      and(
        eq(fusnSchlRsvt.schlCd, o.schlCd),
        eq(fusnSchlRsvt.schlYr, o.schlYr),
        eq(fusnSchlRsvt.term, o.term),
        eq(fusnSesn.prgrmId, o.prgrmId),
        ne(fusnSchlRsvt.sttsCd, 'CNCL'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Cancels a live reservation once: the state moves only from a live one, so of two cancels racing,
 * one gets the row (and returns the seats) and the other nothing. The UPDATE is the first statement:
 * its row lock waits for a student's application holding the row FOR SHARE (lockRsvtForUnits), whose
 * application is then cancelled with the others.
 */
export async function cancelRsvtOnce(tx: TTx, schlRsvtId: number, o: { by: string; cnclRsn: string | null }) {
  const [row] = await tx
    .update(fusnSchlRsvt)
    .set({ sttsCd: 'CNCL', cnclAt: sql`now()`, cnclBy: o.by, cnclRsn: o.cnclRsn, updatedBy: o.by, updatedAt: sql`now()` })
    .where(and(eq(fusnSchlRsvt.schlRsvtId, schlRsvtId), ne(fusnSchlRsvt.sttsCd, 'CNCL')))
    .returning({ sesnId: fusnSchlRsvt.sesnId, stdntCnt: fusnSchlRsvt.stdntCnt });
  if (!row) return undefined;
  await returnSeats(tx, row.sesnId, row.stdntCnt);
  await tx
    .update(fusnAply)
    .set({ sttsCd: 'CNCL', cnclAt: sql`now()`, updatedBy: o.by, updatedAt: sql`now()` })
    .where(and(eq(fusnAply.schlRsvtId, schlRsvtId), ne(fusnAply.sttsCd, 'CNCL')));
  await tx.update(fusnAplyUnit).set({ aplyCnt: 0 }).where(eq(fusnAplyUnit.schlRsvtId, schlRsvtId));
  return row;
}

export async function confirmRsvt(tx: TDbOrTx, schlRsvtId: number, by: string): Promise<boolean> {
  const rows = await tx
    .update(fusnSchlRsvt)
    .set({ sttsCd: 'CNFM', cnfmAt: sql`now()`, cnfmBy: by, updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(fusnSchlRsvt.schlRsvtId, schlRsvtId), eq(fusnSchlRsvt.sttsCd, 'APLY')))
    .returning({ id: fusnSchlRsvt.schlRsvtId });
  return rows.length === 1;
}
