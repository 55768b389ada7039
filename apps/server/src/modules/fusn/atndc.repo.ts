import type { TAtndcCd, TAtndcRosterItem, TAtndcSesn } from '@portal/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { mbr } from '../member/member.table.js';
import { bmnexhl } from '../mnexhl/mnexhl.table.js';
import { schl } from '../school/school.table.js';
import { fusnAply, fusnAplyUnit, fusnAtndc, fusnPrgrm, fusnPrgrmHall, fusnSchlRsvt, fusnSesn } from './fusn.table.js';

/** A session with its program's facts attendance needs. */
export type TSesnRow = {
  sesnId: number;
  prgrmId: number;
  prgrmNm: string;
  prgrmSeCd: 'GRP' | 'INDV';
  prgrmExpln: string;
  pointYn: 'Y' | 'N';
  dgstfnSrvyId: number | null;
  sesnYmd: string;
  bgngTm: string;
  endTm: string;
  bgngDt: Date;
  endDt: Date;
  cpcty: number;
  rsvdCnt: number;
  sttsCd: 'OPEN' | 'CNCL';
};

const sesnColumns = {
  sesnId: fusnSesn.sesnId,
  prgrmId: fusnSesn.prgrmId,
  prgrmNm: fusnPrgrm.prgrmNm,
  prgrmSeCd: fusnPrgrm.prgrmSeCd,
  prgrmExpln: fusnPrgrm.prgrmExpln,
  pointYn: fusnPrgrm.pointYn,
  dgstfnSrvyId: fusnPrgrm.dgstfnSrvyId,
  sesnYmd: fusnSesn.sesnYmd,
  bgngTm: fusnSesn.bgngTm,
  endTm: fusnSesn.endTm,
  bgngDt: fusnSesn.bgngDt,
  endDt: fusnSesn.endDt,
  cpcty: fusnSesn.cpcty,
  rsvdCnt: fusnSesn.rsvdCnt,
  sttsCd: fusnSesn.sttsCd,
};

export async function findSesn(db: TDbOrTx, sesnId: number): Promise<TSesnRow | null> {
  const [row] = await db.select(sesnColumns).from(fusnSesn).innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId)).where(eq(fusnSesn.sesnId, sesnId));
  return (row as TSesnRow | undefined) ?? null;
}

export async function findSesnsOfDay(db: TDbOrTx, ymd: string): Promise<TSesnRow[]> {
  const rows = await db
    .select(sesnColumns)
    .from(fusnSesn)
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .where(eq(fusnSesn.sesnYmd, ymd))
    .orderBy(asc(fusnSesn.bgngTm), asc(fusnPrgrm.prgrmNm), asc(fusnSesn.sesnId));
  return rows as TSesnRow[];
}

/** The halls of programs, by program. */
export async function hallsOf(db: TDbOrTx, prgrmIds: number[]): Promise<Map<number, { bmnexhlId: number; bmnexhlNm: string }[]>> {
  const map = new Map<number, { bmnexhlId: number; bmnexhlNm: string }[]>();
  if (prgrmIds.length === 0) return map;
  const rows = await db
    .select({ prgrmId: fusnPrgrmHall.prgrmId, bmnexhlId: bmnexhl.bmnexhlId, bmnexhlNm: bmnexhl.bmnexhlNm })
    .from(fusnPrgrmHall)
    .innerJoin(bmnexhl, eq(bmnexhl.bmnexhlId, fusnPrgrmHall.bmnexhlId))
    .where(inArray(fusnPrgrmHall.prgrmId, prgrmIds))
    .orderBy(asc(bmnexhl.bmnexhlId));
  for (const r of rows) map.set(r.prgrmId, [...(map.get(r.prgrmId) ?? []), { bmnexhlId: r.bmnexhlId, bmnexhlNm: r.bmnexhlNm }]);
  return map;
}

export const sesnView = (s: TSesnRow, halls: { bmnexhlId: number; bmnexhlNm: string }[]): TAtndcSesn => ({
  sesnId: s.sesnId,
  prgrmId: s.prgrmId,
  prgrmNm: s.prgrmNm,
  prgrmSeCd: s.prgrmSeCd,
  sesnYmd: s.sesnYmd,
  bgngTm: s.bgngTm,
  endTm: s.endTm,
  bgngDt: s.bgngDt.toISOString(),
  endDt: s.endDt.toISOString(),
  cpcty: s.cpcty,
  rsvdCnt: s.rsvdCnt,
  sttsCd: s.sttsCd,
  halls,
});

export type TRsvtRow = { schlRsvtId: number; sesnId: number; schlCd: string; schlNm: string; rsvtUserId: string; sttsCd: 'APLY' | 'CNFM' | 'CNCL' };

export async function findRsvt(db: TDbOrTx, schlRsvtId: number): Promise<TRsvtRow | null> {
  const [row] = await db
    .select({
      schlRsvtId: fusnSchlRsvt.schlRsvtId,
      sesnId: fusnSchlRsvt.sesnId,
      schlCd: fusnSchlRsvt.schlCd,
      schlNm: schl.schlNm,
      rsvtUserId: fusnSchlRsvt.rsvtUserId,
      sttsCd: fusnSchlRsvt.sttsCd,
    })
    .from(fusnSchlRsvt)
    .innerJoin(schl, eq(schl.neisSchlCd, fusnSchlRsvt.schlCd))
    .where(eq(fusnSchlRsvt.schlRsvtId, schlRsvtId));
  return row ?? null;
}

/** The live (APLY) applications of a session, optionally of one reservation and of some students, with their attendance. */
export async function findRoster(db: TDbOrTx, sesnId: number, opts: { schlRsvtId?: number; userIds?: string[] } = {}): Promise<TAtndcRosterItem[]> {
  if (opts.userIds && opts.userIds.length === 0) return [];
  const rows = await db
    .select({
      aplyId: fusnAply.aplyId,
      userId: fusnAply.userId,
      userNm: mbr.userNm,
      schlNm: mbr.schlNm,
      grd: mbr.grd,
      clsNm: mbr.clsNm,
      aplyUnitCd: fusnAply.aplyUnitCd,
      unitNm: fusnAplyUnit.unitNm,
      atndcCd: fusnAtndc.atndcCd,
      rmrk: fusnAtndc.rmrk,
      chkinSeCd: fusnAtndc.chkinSeCd,
      chkinAt: fusnAtndc.chkinAt,
    })
    .from(fusnAply)
    .innerJoin(mbr, eq(mbr.userId, fusnAply.userId))
    .leftJoin(fusnAplyUnit, and(eq(fusnAplyUnit.schlRsvtId, fusnAply.schlRsvtId), eq(fusnAplyUnit.aplyUnitCd, fusnAply.aplyUnitCd)))
    .leftJoin(fusnAtndc, eq(fusnAtndc.aplyId, fusnAply.aplyId))
    .where(
      and(
        eq(fusnAply.sesnId, sesnId),
        eq(fusnAply.sttsCd, 'APLY'),
        opts.schlRsvtId === undefined ? undefined : eq(fusnAply.schlRsvtId, opts.schlRsvtId),
        opts.userIds ? inArray(fusnAply.userId, opts.userIds) : undefined,
      ),
    )
    .orderBy(asc(fusnAply.aplyUnitCd), asc(mbr.grd), sql`${mbr.clsNm} nulls last`, asc(mbr.userNm), asc(fusnAply.aplyId));
  return rows.map((r) => ({ ...r, chkinAt: r.chkinAt?.toISOString() ?? null }));
}

export const countsOf = (items: { atndcCd: TAtndcCd | null }[]) => ({
  total: items.length,
  PRSNT: items.filter((i) => i.atndcCd === 'PRSNT').length,
  LATE: items.filter((i) => i.atndcCd === 'LATE').length,
  ABSNT: items.filter((i) => i.atndcCd === 'ABSNT').length,
  none: items.filter((i) => i.atndcCd === null).length,
});

/** An application locked for its attendance change, with the student's facts the career activity takes. */
export type TLockedAply = {
  aplyId: number;
  sesnId: number;
  schlRsvtId: number | null;
  userId: string;
  sttsCd: string;
  schlCd: string | null;
  schlNm: string | null;
  grd: number | null;
  atndcCd: TAtndcCd | null;
  chkinSeCd: 'QR' | 'MNL' | null;
  chkinAt: Date | null;
};

export async function lockAply(tx: TTx, aplyId: number): Promise<TLockedAply | null> {
  const [row] = await tx
    .select({
      aplyId: fusnAply.aplyId,
      sesnId: fusnAply.sesnId,
      schlRsvtId: fusnAply.schlRsvtId,
      userId: fusnAply.userId,
      sttsCd: fusnAply.sttsCd,
      schlCd: mbr.schlCd,
      schlNm: mbr.schlNm,
      grd: mbr.grd,
    })
    .from(fusnAply)
    .innerJoin(mbr, eq(mbr.userId, fusnAply.userId))
    .where(eq(fusnAply.aplyId, aplyId))
    .for('update', { of: fusnAply });
  if (!row) return null;
  const [atndc] = await tx
    .select({ atndcCd: fusnAtndc.atndcCd, chkinSeCd: fusnAtndc.chkinSeCd, chkinAt: fusnAtndc.chkinAt })
    .from(fusnAtndc)
    .where(eq(fusnAtndc.aplyId, aplyId));
  return { ...row, atndcCd: atndc?.atndcCd ?? null, chkinSeCd: atndc?.chkinSeCd ?? null, chkinAt: atndc?.chkinAt ?? null };
}

export async function upsertAtndc(
  tx: TTx,
  v: { aplyId: number; atndcCd: TAtndcCd; rmrk: string | null; chkinSeCd: 'QR' | 'MNL'; chkinAt: Date | null; bmnexhlId: number | null; by: string },
) {
  const values = { atndcCd: v.atndcCd, rmrk: v.rmrk, chkinSeCd: v.chkinSeCd, chkinAt: v.chkinAt, bmnexhlId: v.bmnexhlId };
  await tx
    .insert(fusnAtndc)
    .values({ aplyId: v.aplyId, ...values, registeredBy: v.by, updatedBy: v.by })
    .onConflictDoUpdate({ target: fusnAtndc.aplyId, set: { ...values, updatedBy: v.by, updatedAt: new Date() } });
}
