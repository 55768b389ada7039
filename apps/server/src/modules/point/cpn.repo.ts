import type { TDayBsdCpnListQuery } from '@portal/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import { mbr } from '../member/member.table.js';
import { dayBsdCpn, dayBsdCpnEntry } from './point.table.js';

export type TCpnRow = typeof dayBsdCpn.$inferSelect;
export type TCpnWrite = Pick<typeof dayBsdCpn.$inferInsert, 'drawYmd' | 'prizeNm' | 'prizeCn' | 'winnerCnt' | 'entryPoints' | 'entryLimitCnt'>;

export function cpnWhere(query: Pick<TDayBsdCpnListQuery, 'cpnSttsCd' | 'searchWrd'>): SQL | undefined {
  return and(query.cpnSttsCd ? eq(dayBsdCpn.cpnSttsCd, query.cpnSttsCd) : undefined, keywordWhere(query.searchWrd, dayBsdCpn.prizeNm));
}

export const countCpns = (db: TDbOrTx, where: SQL | undefined) => countRows(db, dayBsdCpn, where);

/** The newest day first. */
export const findCpnPage = (db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) =>
  db.select().from(dayBsdCpn).where(where).orderBy(desc(dayBsdCpn.drawYmd), desc(dayBsdCpn.cpnId)).offset(offset).limit(limit);

export async function findCpn(db: TDbOrTx, cpnId: number): Promise<TCpnRow | undefined> {
  const [row] = await db.select().from(dayBsdCpn).where(eq(dayBsdCpn.cpnId, cpnId));
  return row;
}

/** The coupon day's row, locked until the transaction ends: the first lock of every change of it (common.md LOCK ORDER). */
export async function lockCpn(tx: TTx, cpnId: number): Promise<TCpnRow | undefined> {
  const [row] = await tx.select().from(dayBsdCpn).where(eq(dayBsdCpn.cpnId, cpnId)).for('update');
  return row;
}

export async function insertCpn(tx: TTx, row: TCpnWrite & { seedSalt: string; commitHash: string }, by: string): Promise<number> {
  const [out] = await tx
    .insert(dayBsdCpn)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning({ cpnId: dayBsdCpn.cpnId });
  return out!.cpnId;
}

export async function updateCpn(tx: TTx, cpnId: number, set: Partial<typeof dayBsdCpn.$inferInsert>, by: string): Promise<void> {
  await tx
    .update(dayBsdCpn)
    .set({ ...set, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(dayBsdCpn.cpnId, cpnId));
}

export async function deleteCpn(tx: TTx, cpnId: number): Promise<void> {
  await tx.delete(dayBsdCpn).where(eq(dayBsdCpn.cpnId, cpnId));
}

/** Coupon days still taking entries from `today` on (today's first), for the student's page. */
export const findOpenCpnsFrom = (db: TDbOrTx, today: string) =>
  db
    .select()
    .from(dayBsdCpn)
    .where(and(eq(dayBsdCpn.cpnSttsCd, 'OPEN'), gte(dayBsdCpn.drawYmd, today)))
    .orderBy(asc(dayBsdCpn.drawYmd), asc(dayBsdCpn.cpnId))
    .limit(20);

/** How many entries each of these coupons has from this student. */
export async function myEntryCounts(db: TDbOrTx, userId: string, cpnIds: number[]): Promise<Map<number, number>> {
  if (cpnIds.length === 0) return new Map();
  const rows = await db
    .select({ cpnId: dayBsdCpnEntry.cpnId, n: count() })
    .from(dayBsdCpnEntry)
    .where(and(eq(dayBsdCpnEntry.userId, userId), inArray(dayBsdCpnEntry.cpnId, cpnIds)))
    .groupBy(dayBsdCpnEntry.cpnId);
  return new Map(rows.map((r) => [r.cpnId, r.n]));
}

/** A student's entries of one coupon and their entrant number (read under the coupon's lock). */
export async function entrantOf(tx: TTx, cpnId: number, userId: string): Promise<{ n: number; entrantNo: number | null; lastEntryNo: number | null }> {
  const [row] = await tx
    .select({
      n: count(),
      entrantNo: sql<number | null>`min(${dayBsdCpnEntry.entrantNo})`,
      lastEntryNo: sql<number | null>`max(${dayBsdCpnEntry.entryNo})`,
    })
    .from(dayBsdCpnEntry)
    .where(and(eq(dayBsdCpnEntry.cpnId, cpnId), eq(dayBsdCpnEntry.userId, userId)));
  const numberOf = (value: number | null) => (value === null ? null : Number(value));
  return { n: row!.n, entrantNo: numberOf(row!.entrantNo), lastEntryNo: numberOf(row!.lastEntryNo) };
}

export async function nextEntrantNo(tx: TTx, cpnId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${dayBsdCpnEntry.entrantNo}), 0) + 1`.mapWith(Number) })
    .from(dayBsdCpnEntry)
    .where(eq(dayBsdCpnEntry.cpnId, cpnId));
  return row!.n;
}

export async function insertEntry(tx: TTx, row: { cpnId: number; entryNo: number; entrantNo: number; userId: string }): Promise<void> {
  await tx.insert(dayBsdCpnEntry).values(row);
  await tx.update(dayBsdCpn).set({ entryCnt: row.entryNo }).where(eq(dayBsdCpn.cpnId, row.cpnId));
}

/** Every entry of a coupon with its entrant's name, by entry number. */
export const findEntries = (db: TDbOrTx, cpnId: number) =>
  db
    .select({
      entryNo: dayBsdCpnEntry.entryNo,
      entrantNo: dayBsdCpnEntry.entrantNo,
      userId: dayBsdCpnEntry.userId,
      userNm: mbr.userNm,
      shownNm: dayBsdCpnEntry.shownNm,
      winYn: dayBsdCpnEntry.winYn,
    })
    .from(dayBsdCpnEntry)
    .leftJoin(mbr, eq(mbr.userId, dayBsdCpnEntry.userId))
    .where(eq(dayBsdCpnEntry.cpnId, cpnId))
    .orderBy(asc(dayBsdCpnEntry.entryNo));

/** Freezes one entrant's masked name on all their entries (the draw). */
export async function setShownNm(tx: TTx, cpnId: number, userId: string, shownNm: string): Promise<void> {
  await tx
    .update(dayBsdCpnEntry)
    .set({ shownNm })
    .where(and(eq(dayBsdCpnEntry.cpnId, cpnId), eq(dayBsdCpnEntry.userId, userId)));
}

export async function markWinners(tx: TTx, cpnId: number, entryNos: number[]): Promise<void> {
  if (entryNos.length === 0) return;
  await tx
    .update(dayBsdCpnEntry)
    .set({ winYn: 'Y' })
    .where(and(eq(dayBsdCpnEntry.cpnId, cpnId), inArray(dayBsdCpnEntry.entryNo, entryNos)));
}

/** The winners with their full names and schools (administrators only). */
export const findWinners = (db: TDbOrTx, cpnId: number) =>
  db
    .select({
      entryNo: dayBsdCpnEntry.entryNo,
      entrantNo: dayBsdCpnEntry.entrantNo,
      userId: dayBsdCpnEntry.userId,
      userNm: mbr.userNm,
      schlNm: mbr.schlNm,
      grd: mbr.grd,
      handoverDt: dayBsdCpnEntry.handoverDt,
      handoverBy: dayBsdCpnEntry.handoverBy,
      congratsSeenDt: dayBsdCpnEntry.congratsSeenDt,
    })
    .from(dayBsdCpnEntry)
    .leftJoin(mbr, eq(mbr.userId, dayBsdCpnEntry.userId))
    .where(and(eq(dayBsdCpnEntry.cpnId, cpnId), eq(dayBsdCpnEntry.winYn, 'Y')))
    .orderBy(asc(dayBsdCpnEntry.entryNo));

/** Marks a winning entry handed over (once); false when it is not a winning entry of the coupon. */
export async function markHandover(tx: TTx, cpnId: number, entryNo: number, by: string): Promise<boolean> {
  const [row] = await tx
    .select({ handoverDt: dayBsdCpnEntry.handoverDt })
    .from(dayBsdCpnEntry)
    .where(and(eq(dayBsdCpnEntry.cpnId, cpnId), eq(dayBsdCpnEntry.entryNo, entryNo), eq(dayBsdCpnEntry.winYn, 'Y')))
    .for('update');
  if (!row) return false;
  if (!row.handoverDt) {
    await tx
      .update(dayBsdCpnEntry)
      .set({ handoverDt: sql`now()`, handoverBy: by })
      .where(and(eq(dayBsdCpnEntry.cpnId, cpnId), eq(dayBsdCpnEntry.entryNo, entryNo)));
  }
  return true;
}

/** The coupon days a student entered, newest first, with their entries, win and hand-over. */
export function myCpnsWhere(userId: string): SQL {
  return sql`${dayBsdCpn.cpnId} in (select ${dayBsdCpnEntry.cpnId} from ${dayBsdCpnEntry} where ${dayBsdCpnEntry.userId} = ${userId})`;
}

export const myCpnPage = (db: TDbOrTx, userId: string, offset: number, limit: number) =>
  db
    .select({
      cpnId: dayBsdCpn.cpnId,
      drawYmd: dayBsdCpn.drawYmd,
      prizeNm: dayBsdCpn.prizeNm,
      cpnSttsCd: dayBsdCpn.cpnSttsCd,
      entryPoints: dayBsdCpn.entryPoints,
      announceDt: dayBsdCpn.announceDt,
      entryNos: sql<number[]>`array_agg(${dayBsdCpnEntry.entryNo} order by ${dayBsdCpnEntry.entryNo})`,
      winYn: sql<'Y' | 'N'>`max(${dayBsdCpnEntry.winYn})`,
      handoverYn: sql<'Y' | 'N'>`case when bool_or(${dayBsdCpnEntry.handoverDt} is not null) then 'Y' else 'N' end`,
    })
    .from(dayBsdCpnEntry)
    .innerJoin(dayBsdCpn, eq(dayBsdCpn.cpnId, dayBsdCpnEntry.cpnId))
    .where(eq(dayBsdCpnEntry.userId, userId))
    .groupBy(dayBsdCpn.cpnId)
    .orderBy(desc(dayBsdCpn.drawYmd), desc(dayBsdCpn.cpnId))
    .offset(offset)
    .limit(limit);

/** A student's announced wins not seen yet. */
export const findUnseenWins = (db: TDbOrTx, userId: string) =>
  db
    .selectDistinctOn([dayBsdCpn.cpnId], { cpnId: dayBsdCpn.cpnId, drawYmd: dayBsdCpn.drawYmd, prizeNm: dayBsdCpn.prizeNm, congratsCn: dayBsdCpn.congratsCn })
    .from(dayBsdCpnEntry)
    .innerJoin(dayBsdCpn, eq(dayBsdCpn.cpnId, dayBsdCpnEntry.cpnId))
    .where(
      and(
        eq(dayBsdCpnEntry.userId, userId),
        eq(dayBsdCpnEntry.winYn, 'Y'),
        isNull(dayBsdCpnEntry.congratsSeenDt),
        eq(dayBsdCpn.cpnSttsCd, 'DRAWN'),
        isNotNull(dayBsdCpn.announceDt),
      ),
    )
    .orderBy(dayBsdCpn.cpnId)
    .limit(20);

export async function markCongratsSeen(db: TDbOrTx, userId: string, cpnIds: number[]): Promise<void> {
  await db
    .update(dayBsdCpnEntry)
    .set({ congratsSeenDt: sql`now()` })
    .where(
      and(
        eq(dayBsdCpnEntry.userId, userId),
        inArray(dayBsdCpnEntry.cpnId, cpnIds),
        eq(dayBsdCpnEntry.winYn, 'Y'),
        isNull(dayBsdCpnEntry.congratsSeenDt),
        sql`${dayBsdCpnEntry.cpnId} in (select ${dayBsdCpn.cpnId} from ${dayBsdCpn} where ${dayBsdCpn.announceDt} is not null)`,
      ),
    );
}

export const DRAWN_WHERE = eq(dayBsdCpn.cpnSttsCd, 'DRAWN');
