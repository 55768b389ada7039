import type { TFusnPrgrmListQuery } from '@portal/contract';
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import { imageRefOf } from '../files/index.js';
import { bmnexhl } from '../mnexhl/mnexhl.table.js';
import { fusnPrgrm, fusnPrgrmHall } from './fusn.table.js';

export type TPrgrmRow = typeof fusnPrgrm.$inferSelect;
export type TPrgrmWrite = Omit<typeof fusnPrgrm.$inferInsert, 'prgrmId' | 'registeredAt' | 'updatedAt' | 'registeredBy' | 'updatedBy'>;

/** The names of a program's halls, in the halls' order (the outer column written out: drizzle leaves it unqualified). */
const hallNms = sql<
  string[]
>`coalesce((select array_agg(h.bmnexhl_nm order by h.sort_seq, h.bmnexhl_id) from fusn_prgrm_hall ph join bmnexhl h on h.bmnexhl_id = ph.bmnexhl_id where ph.prgrm_id = fusn_prgrm.prgrm_id), '{}')`;

const listColumns = {
  ...getTableColumns(fusnPrgrm),
  hallNms,
  sesnCnt: sql<number>`(select count(*)::int from fusn_sesn s where s.prgrm_id = fusn_prgrm.prgrm_id and s.stts_cd = 'OPEN')`,
  firstSesnYmd: sql<string | null>`(select min(s.sesn_ymd)::text from fusn_sesn s where s.prgrm_id = fusn_prgrm.prgrm_id and s.stts_cd = 'OPEN')`,
  lastSesnYmd: sql<string | null>`(select max(s.sesn_ymd)::text from fusn_sesn s where s.prgrm_id = fusn_prgrm.prgrm_id and s.stts_cd = 'OPEN')`,
};
export type TPrgrmListRow = TPrgrmRow & { hallNms: string[]; sesnCnt: number; firstSesnYmd: string | null; lastSesnYmd: string | null };

export function prgrmWhere(q: Pick<TFusnPrgrmListQuery, 'prgrmSeCd' | 'sttsCd' | 'searchWrd'>): SQL | undefined {
  return and(
    q.prgrmSeCd ? eq(fusnPrgrm.prgrmSeCd, q.prgrmSeCd) : undefined,
    q.sttsCd ? eq(fusnPrgrm.sttsCd, q.sttsCd) : undefined,
    keywordWhere(q.searchWrd, fusnPrgrm.prgrmNm),
  );
}

export const countPrgrms = (db: TDbOrTx, where: SQL | undefined) => countRows(db, fusnPrgrm, where);

export const findPrgrmPage = (db: TDbOrTx, where: SQL | undefined, offset: number, limit: number): Promise<TPrgrmListRow[]> =>
  db.select(listColumns).from(fusnPrgrm).where(where).orderBy(desc(fusnPrgrm.prgrmId)).offset(offset).limit(limit);

/** Live reservations and applications of a program's sessions: what forbids its removal. */
const bookingCounts = {
  allSesnCnt: sql<number>`(select count(*)::int from fusn_sesn s where s.prgrm_id = fusn_prgrm.prgrm_id)`,
  rsvtCnt: sql<number>`(select count(*)::int from fusn_schl_rsvt r join fusn_sesn s on s.sesn_id = r.sesn_id where s.prgrm_id = fusn_prgrm.prgrm_id and r.stts_cd <> 'CNCL')`,
  aplyCnt: sql<number>`(select count(*)::int from fusn_aply a join fusn_sesn s on s.sesn_id = a.sesn_id where s.prgrm_id = fusn_prgrm.prgrm_id and a.stts_cd <> 'CNCL')`,
};
export type TPrgrmDetailRow = TPrgrmListRow & { imageRef: string | null; allSesnCnt: number; rsvtCnt: number; aplyCnt: number };

export async function findPrgrmDetail(db: TDbOrTx, prgrmId: number): Promise<TPrgrmDetailRow | undefined> {
  const [row] = await db
    .select({ ...listColumns, ...bookingCounts, imageRef: imageRefOf(fusnPrgrm.imageFileId) })
    .from(fusnPrgrm)
    .where(eq(fusnPrgrm.prgrmId, prgrmId));
  return row;
}

export async function findPrgrm(db: TDbOrTx, prgrmId: number): Promise<TPrgrmRow | undefined> {
  const [row] = await db.select().from(fusnPrgrm).where(eq(fusnPrgrm.prgrmId, prgrmId));
  return row;
}

/** The program's row locked for a change (sessions generated, edited and bookings made wait). */
export async function lockPrgrm(tx: TTx, prgrmId: number): Promise<TPrgrmRow | undefined> {
  const [row] = await tx.select().from(fusnPrgrm).where(eq(fusnPrgrm.prgrmId, prgrmId)).for('update');
  return row;
}

/** Any reservation or application, cancelled ones too: their history keeps the program. */
export async function hasAnyBooking(db: TDbOrTx, prgrmId: number, liveOnly = false): Promise<boolean> {
  const live = liveOnly ? sql` and x.stts_cd <> 'CNCL'` : sql``;
  const { rows } = await db.execute<{ yes: boolean }>(sql`select (
      exists (select 1 from fusn_schl_rsvt x join fusn_sesn s on s.sesn_id = x.sesn_id where s.prgrm_id = ${prgrmId}${live})
      or exists (select 1 from fusn_aply x join fusn_sesn s on s.sesn_id = x.sesn_id where s.prgrm_id = ${prgrmId}${live})
    ) as yes`);
  return rows[0]?.yes === true;
}

export async function countOpenSesns(db: TDbOrTx, prgrmId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from fusn_sesn where prgrm_id = ${prgrmId} and stts_cd = 'OPEN'`);
  return rows[0]?.n ?? 0;
}

export async function countAllSesns(db: TDbOrTx, prgrmId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from fusn_sesn where prgrm_id = ${prgrmId}`);
  return rows[0]?.n ?? 0;
}

export async function insertPrgrm(tx: TTx, values: TPrgrmWrite, userId: string): Promise<number> {
  const [row] = await tx
    .insert(fusnPrgrm)
    .values({ ...values, registeredBy: userId, updatedBy: userId })
    .returning({ prgrmId: fusnPrgrm.prgrmId });
  return row!.prgrmId;
}

export async function updatePrgrm(tx: TTx, prgrmId: number, set: Partial<TPrgrmWrite>, userId: string): Promise<void> {
  await tx
    .update(fusnPrgrm)
    .set({ ...set, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(fusnPrgrm.prgrmId, prgrmId));
}

export async function setPrgrmImageWhenNone(tx: TTx, prgrmId: number, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(fusnPrgrm)
    .set({ imageFileId: fileId })
    .where(and(eq(fusnPrgrm.prgrmId, prgrmId), sql`${fusnPrgrm.imageFileId} is null`))
    .returning({ prgrmId: fusnPrgrm.prgrmId });
  return rows.length > 0;
}

export async function deletePrgrm(tx: TTx, prgrmId: number): Promise<void> {
  await tx.delete(fusnPrgrm).where(eq(fusnPrgrm.prgrmId, prgrmId));
}

/** The program's halls replaced by the given ones. */
export async function replaceHalls(tx: TTx, prgrmId: number, bmnexhlIds: number[]): Promise<void> {
  await tx.delete(fusnPrgrmHall).where(eq(fusnPrgrmHall.prgrmId, prgrmId));
  if (bmnexhlIds.length > 0) await tx.insert(fusnPrgrmHall).values(bmnexhlIds.map((bmnexhlId) => ({ prgrmId, bmnexhlId })));
}

export function findHallsOf(db: TDbOrTx, prgrmId: number) {
  return db
    .select({ bmnexhlId: bmnexhl.bmnexhlId, bmnexhlNm: bmnexhl.bmnexhlNm })
    .from(fusnPrgrmHall)
    .innerJoin(bmnexhl, eq(bmnexhl.bmnexhlId, fusnPrgrmHall.bmnexhlId))
    .where(eq(fusnPrgrmHall.prgrmId, prgrmId))
    .orderBy(asc(bmnexhl.sortSeq), asc(bmnexhl.bmnexhlId));
}

/** Which of the ids are halls. */
export async function existingHallIds(db: TDbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ bmnexhlId: bmnexhl.bmnexhlId }).from(bmnexhl).where(inArray(bmnexhl.bmnexhlId, ids));
  return new Set(rows.map((r) => r.bmnexhlId));
}

/** Whether anyone may see the program's image and editor images: once it is no longer a draft. */
export async function isPrgrmPublic(db: TDbOrTx, prgrmId: number): Promise<boolean> {
  const [row] = await db
    .select({ prgrmId: fusnPrgrm.prgrmId })
    .from(fusnPrgrm)
    .where(and(eq(fusnPrgrm.prgrmId, prgrmId), sql`${fusnPrgrm.sttsCd} <> 'DRAFT'`));
  return row !== undefined;
}

/**
 * The deadlines of the program's sessions yet to start, recomputed for a new ddlnDays in the
 * database (the same rule as contract deadlineOf: the session's start for 0, else the start of the
 * Seoul day ddlnDays - 1 days before the session's day).
 */
export async function recomputeDeadlines(tx: TTx, prgrmId: number, ddlnDays: number): Promise<void> {
  await tx.execute(sql`update fusn_sesn set ddln_dt = case when ${ddlnDays}::int <= 0 then bgng_dt
      else ((sesn_ymd - (${ddlnDays}::int - 1))::timestamp at time zone 'Asia/Seoul') end
    where prgrm_id = ${prgrmId} and bgng_dt > now()`);
}
