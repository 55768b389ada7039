import type { TRevwTrgtSeCd } from '@portal/contract';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { keywordWhere } from '../../db/search.js';
import { fusnPrgrm } from '../fusn/fusn.table.js';
import { writerFactColumns } from '../member/index.js';
import { mbr } from '../member/member.table.js';
import { conts, contsRevw } from './conts.table.js';

/*
 * Reviews' SQL (issue 20). A review is live while delYn = 'N'; visible (public list, averages) while
 * also hideYn = 'N'. The target is a content (contsId) or a fusion program (prgrmId), never both.
 */

const live = eq(contsRevw.delYn, 'N');
const visible = and(live, eq(contsRevw.hideYn, 'N'));

/** The review's target column and its condition. */
export const targetWhere = (trgtSeCd: TRevwTrgtSeCd, trgtId: number): SQL =>
  trgtSeCd === 'CONTS' ? eq(contsRevw.contsId, trgtId) : eq(contsRevw.prgrmId, trgtId);

/** A content users may see (spec: PBLC, published by now, not deleted): its title. */
export async function findVisibleContsTtl(db: TDbOrTx, contsId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ ttl: conts.contsTtl })
    .from(conts)
    .where(and(eq(conts.contsId, contsId), eq(conts.sttsCd, 'PBLC'), eq(conts.delYn, 'N'), sql`${conts.pblcDt} <= now()`));
  return row?.ttl;
}

export async function findPrgrmNm(db: TDbOrTx, prgrmId: number): Promise<string | undefined> {
  const [row] = await db.select({ ttl: fusnPrgrm.prgrmNm }).from(fusnPrgrm).where(eq(fusnPrgrm.prgrmId, prgrmId));
  return row?.ttl;
}

/** The count and average (one decimal) of a target's visible reviews. */
export async function visibleStats(db: TDbOrTx, trgtSeCd: TRevwTrgtSeCd, trgtId: number): Promise<{ revwCnt: number; avgRtng: number }> {
  const [row] = await db
    .select({ revwCnt: count(), avgRtng: sql<string | null>`round(avg(${contsRevw.rtng}), 1)` })
    .from(contsRevw)
    .where(and(targetWhere(trgtSeCd, trgtId), visible));
  return { revwCnt: row?.revwCnt ?? 0, avgRtng: Number(row?.avgRtng ?? 0) };
}

const itemColumns = {
  revwId: contsRevw.revwId,
  userId: contsRevw.userId,
  rtng: contsRevw.rtng,
  revwCn: contsRevw.revwCn,
  hideYn: contsRevw.hideYn,
  hideRsn: contsRevw.hideRsn,
  ansCn: contsRevw.ansCn,
  ansAt: contsRevw.ansAt,
  registeredAt: contsRevw.registeredAt,
  userNm: mbr.userNm,
  ...writerFactColumns,
};
export type TRevwRow = {
  revwId: number;
  userId: string;
  rtng: number;
  revwCn: string;
  hideYn: 'Y' | 'N';
  hideRsn: string | null;
  ansCn: string | null;
  ansAt: Date | null;
  registeredAt: Date;
  userNm: string;
  wrtrTypeCd: string | null;
  wrtrMbrTypeAuthrt: string | null;
  wrtrSchlCd: string | null;
};

/** A page of a target's visible reviews, newest first, with what the name rule needs of each writer. */
export async function findVisiblePage(db: TDbOrTx, trgtSeCd: TRevwTrgtSeCd, trgtId: number, offset: number, limit: number): Promise<TRevwRow[]> {
  return db
    .select(itemColumns)
    .from(contsRevw)
    .innerJoin(mbr, eq(mbr.userId, contsRevw.userId))
    .where(and(targetWhere(trgtSeCd, trgtId), visible))
    .orderBy(desc(contsRevw.revwId))
    .offset(offset)
    .limit(limit);
}

/** The member's live review of a target (hidden or not). */
export async function findMine(db: TDbOrTx, trgtSeCd: TRevwTrgtSeCd, trgtId: number, userId: string): Promise<TRevwRow | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(contsRevw)
    .innerJoin(mbr, eq(mbr.userId, contsRevw.userId))
    .where(and(targetWhere(trgtSeCd, trgtId), live, eq(contsRevw.userId, userId)));
  return row;
}

/** A live review's owner and target. */
export async function findLiveRevw(db: TDbOrTx, revwId: number) {
  const [row] = await db
    .select({ revwId: contsRevw.revwId, userId: contsRevw.userId, trgtSeCd: contsRevw.trgtSeCd, contsId: contsRevw.contsId, prgrmId: contsRevw.prgrmId })
    .from(contsRevw)
    .where(and(eq(contsRevw.revwId, revwId), live));
  return row;
}

/** Inserts the review; undefined when the member already has a live one of the target (the partial unique index decides). */
export async function insertRevw(
  tx: TTx,
  v: { trgtSeCd: TRevwTrgtSeCd; trgtId: number; userId: string; rtng: number; revwCn: string },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(contsRevw)
    .values({
      trgtSeCd: v.trgtSeCd,
      contsId: v.trgtSeCd === 'CONTS' ? v.trgtId : null,
      prgrmId: v.trgtSeCd === 'PRGRM' ? v.trgtId : null,
      userId: v.userId,
      rtng: v.rtng,
      revwCn: v.revwCn,
      registeredBy: v.userId,
      updatedBy: v.userId,
    })
    .onConflictDoNothing()
    .returning({ revwId: contsRevw.revwId });
  return row?.revwId;
}

/** The owner's edit of a live review; false when it is gone or not theirs. */
export async function updateOwnRevw(tx: TDbOrTx, revwId: number, userId: string, v: { rtng: number; revwCn: string }): Promise<boolean> {
  const rows = await tx
    .update(contsRevw)
    .set({ ...v, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(contsRevw.revwId, revwId), eq(contsRevw.userId, userId), live))
    .returning({ revwId: contsRevw.revwId });
  return rows.length > 0;
}

export async function deleteOwnRevw(tx: TDbOrTx, revwId: number, userId: string): Promise<boolean> {
  const rows = await tx
    .update(contsRevw)
    .set({ delYn: 'Y', updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(contsRevw.revwId, revwId), eq(contsRevw.userId, userId), live))
    .returning({ revwId: contsRevw.revwId });
  return rows.length > 0;
}

// ---- admin ----

/** The first instant of a Seoul day, whatever the connection's time zone. */
const seoulDayStart = (ymd: string, plusDays = 0) => sql`((${ymd}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Seoul')`;
const trgtTtl = sql<string>`coalesce(${conts.contsTtl}, ${fusnPrgrm.prgrmNm}, '')`;

export type TRevwMngFilter = { trgtSeCd?: TRevwTrgtSeCd; searchWrd?: string; hideYn?: 'Y' | 'N'; bgngYmd?: string; endYmd?: string };

export const revwMngWhere = (f: TRevwMngFilter): SQL | undefined =>
  and(
    live,
    f.trgtSeCd ? eq(contsRevw.trgtSeCd, f.trgtSeCd) : undefined,
    f.hideYn ? eq(contsRevw.hideYn, f.hideYn) : undefined,
    f.bgngYmd ? gte(contsRevw.registeredAt, seoulDayStart(f.bgngYmd)) : undefined,
    f.endYmd ? lt(contsRevw.registeredAt, seoulDayStart(f.endYmd, 1)) : undefined,
    keywordWhere(f.searchWrd, conts.contsTtl, fusnPrgrm.prgrmNm, contsRevw.revwCn),
  );

export async function countRevwMng(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contsRevw)
    .leftJoin(conts, eq(conts.contsId, contsRevw.contsId))
    .leftJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, contsRevw.prgrmId))
    .where(where);
  return row?.n ?? 0;
}

export async function findRevwMngPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db
    .select({
      revwId: contsRevw.revwId,
      trgtSeCd: contsRevw.trgtSeCd,
      contsId: contsRevw.contsId,
      prgrmId: contsRevw.prgrmId,
      trgtTtl,
      userId: contsRevw.userId,
      userNm: mbr.userNm,
      rtng: contsRevw.rtng,
      revwCn: contsRevw.revwCn,
      hideYn: contsRevw.hideYn,
      hideRsn: contsRevw.hideRsn,
      ansCn: contsRevw.ansCn,
      ansAt: contsRevw.ansAt,
      registeredAt: contsRevw.registeredAt,
    })
    .from(contsRevw)
    .innerJoin(mbr, eq(mbr.userId, contsRevw.userId))
    .leftJoin(conts, eq(conts.contsId, contsRevw.contsId))
    .leftJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, contsRevw.prgrmId))
    .where(where)
    .orderBy(desc(contsRevw.revwId))
    .offset(offset)
    .limit(limit);
}
export type TRevwMngRow = Awaited<ReturnType<typeof findRevwMngPage>>[number];

/** Per target with live reviews: visible count and average, hidden count; latest reviewed first. */
export function revwAvgWhere(f: { trgtSeCd?: TRevwTrgtSeCd; searchWrd?: string }): SQL | undefined {
  return and(live, f.trgtSeCd ? eq(contsRevw.trgtSeCd, f.trgtSeCd) : undefined, keywordWhere(f.searchWrd, conts.contsTtl, fusnPrgrm.prgrmNm));
}

const avgGroup = [contsRevw.trgtSeCd, contsRevw.contsId, contsRevw.prgrmId, conts.contsTtl, fusnPrgrm.prgrmNm] as const;

export async function countRevwAvg(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const groups = db
    .select({ trgtSeCd: contsRevw.trgtSeCd })
    .from(contsRevw)
    .leftJoin(conts, eq(conts.contsId, contsRevw.contsId))
    .leftJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, contsRevw.prgrmId))
    .where(where)
    .groupBy(...avgGroup)
    .as('groups');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(groups);
  return row?.n ?? 0;
}

export async function findRevwAvgPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db
    .select({
      trgtSeCd: contsRevw.trgtSeCd,
      contsId: contsRevw.contsId,
      prgrmId: contsRevw.prgrmId,
      trgtTtl,
      revwCnt: sql<number>`(count(*) filter (where ${contsRevw.hideYn} = 'N'))::int`,
      avgRtng: sql<string | null>`round(avg(${contsRevw.rtng}) filter (where ${contsRevw.hideYn} = 'N'), 1)`,
      hiddenCnt: sql<number>`(count(*) filter (where ${contsRevw.hideYn} = 'Y'))::int`,
    })
    .from(contsRevw)
    .leftJoin(conts, eq(conts.contsId, contsRevw.contsId))
    .leftJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, contsRevw.prgrmId))
    .where(where)
    .groupBy(...avgGroup)
    .orderBy(sql`max(${contsRevw.revwId}) desc`)
    .offset(offset)
    .limit(limit);
}

/** Hide (with the reason) or show a live review; false when it is gone. */
export async function setHidden(tx: TDbOrTx, revwId: number, by: string, hideYn: 'Y' | 'N', hideRsn: string | null): Promise<boolean> {
  const rows = await tx
    .update(contsRevw)
    .set({ hideYn, hideRsn: hideYn === 'Y' ? hideRsn : null, updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(contsRevw.revwId, revwId), live))
    .returning({ revwId: contsRevw.revwId });
  return rows.length > 0;
}

/** The administrator's answer (null removes it); false when the review is gone. */
export async function setAnswer(tx: TDbOrTx, revwId: number, by: string, ansCn: string | null): Promise<boolean> {
  const rows = await tx
    .update(contsRevw)
    .set({ ansCn, ansBy: ansCn ? by : null, ansAt: ansCn ? sql`now()` : null, updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(contsRevw.revwId, revwId), live))
    .returning({ revwId: contsRevw.revwId });
  return rows.length > 0;
}
