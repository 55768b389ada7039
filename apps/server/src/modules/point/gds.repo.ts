import type { TGdsListQuery, TGdsOrderListQuery, TGdsOrderSttsCd } from '@portal/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { containsPattern, keywordWhere } from '../../db/search.js';
import { imageRefOf } from '../files/index.js';
import { mbr } from '../member/member.table.js';
import { pointBsdGds, pointBsdGdsOrder } from './point.table.js';

/** Orders that hold a good (requested or handed over); a cancelled one gave it back. */
export const HELD_STTS: TGdsOrderSttsCd[] = ['RQST', 'HNDV'];

/** Today in Asia/Seoul on the database clock: the sale period is in Korean days. */
const seoulDate = sql`(now() at time zone 'Asia/Seoul')::date`;

/** On sale today: in use and inside its sale period. */
export const onSaleWhere = () => and(eq(pointBsdGds.useYn, 'Y'), sql`${pointBsdGds.bgngYmd} <= ${seoulDate}`, sql`${pointBsdGds.endYmd} >= ${seoulDate}`);

/** Orders held of each good; the subquery's alias keeps its gds_id apart from the outer row's. */
const heldOrdersOf = (userId?: string) =>
  sql<number>`(select count(*)::int from point_bsd_gds_order o where o.gds_id = point_bsd_gds.gds_id and o.order_stts_cd in ('RQST', 'HNDV')${
    userId === undefined ? sql`` : sql` and o.user_id = ${userId}`
  })`;
const orderCnt = heldOrdersOf();

const gdsColumns = { ...getTableColumns(pointBsdGds), imageRef: imageRefOf(pointBsdGds.imageFileId), orderCnt };
export type TGdsRow = typeof pointBsdGds.$inferSelect & { imageRef: string | null; orderCnt: number };
export type TGdsWrite = Pick<
  typeof pointBsdGds.$inferInsert,
  'gdsNm' | 'gdsCn' | 'imageFileId' | 'imageAlt' | 'gdsPoints' | 'stockCnt' | 'buyLimitCnt' | 'bgngYmd' | 'endYmd' | 'useYn'
>;

export function gdsWhere(f: Pick<TGdsListQuery, 'searchWrd' | 'useYn'>): SQL | undefined {
  return and(f.useYn ? eq(pointBsdGds.useYn, f.useYn) : undefined, keywordWhere(f.searchWrd, pointBsdGds.gdsNm, pointBsdGds.gdsCn));
}

export const countGds = (db: TDbOrTx, where: SQL | undefined) => countRows(db, pointBsdGds, where);

export const findGdsPage = (db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) =>
  db.select(gdsColumns).from(pointBsdGds).where(where).orderBy(desc(pointBsdGds.gdsId)).offset(offset).limit(limit);

export async function findGds(db: TDbOrTx, gdsId: number): Promise<TGdsRow | undefined> {
  const [row] = await db.select(gdsColumns).from(pointBsdGds).where(eq(pointBsdGds.gdsId, gdsId));
  return row;
}

/** The goods on sale today, cheapest first, with the caller's held orders of each. */
export function findGdsOnSale(db: TDbOrTx, userId: string) {
  return db
    .select({
      ...gdsColumns,
      myOrderCnt: heldOrdersOf(userId),
    })
    .from(pointBsdGds)
    .where(onSaleWhere())
    .orderBy(asc(pointBsdGds.gdsPoints), asc(pointBsdGds.gdsId))
    .limit(100);
}

/** Whether anyone may see the good's image: while it is on sale (the files module's owner check). */
export async function isGdsOnSale(db: TDbOrTx, gdsId: number): Promise<boolean> {
  const [row] = await db
    .select({ gdsId: pointBsdGds.gdsId })
    .from(pointBsdGds)
    .where(and(eq(pointBsdGds.gdsId, gdsId), eq(pointBsdGds.useYn, 'Y')));
  return row !== undefined;
}

/**
 * The exchange's first step: one item of the stock taken with a conditional UPDATE, which also
 * locks the good's row until the transaction ends (stock never below zero, whatever the concurrency).
 */
export async function takeOneFromStock(tx: TTx, gdsId: number) {
  const [row] = await tx
    .update(pointBsdGds)
    .set({ stockCnt: sql`${pointBsdGds.stockCnt} - 1` })
    .where(and(eq(pointBsdGds.gdsId, gdsId), sql`${pointBsdGds.stockCnt} > 0`, onSaleWhere()))
    .returning({ gdsNm: pointBsdGds.gdsNm, gdsPoints: pointBsdGds.gdsPoints, buyLimitCnt: pointBsdGds.buyLimitCnt });
  return row;
}

/** A cancelled order's item goes back to the stock (the good's row is locked until the end). */
export async function putBackToStock(tx: TTx, gdsId: number): Promise<void> {
  await tx
    .update(pointBsdGds)
    .set({ stockCnt: sql`${pointBsdGds.stockCnt} + 1` })
    .where(eq(pointBsdGds.gdsId, gdsId));
}

/** Why a good cannot be taken: missing, not on sale, or sold out. */
export async function findSaleState(db: TDbOrTx, gdsId: number): Promise<{ onSale: boolean; stockCnt: number } | undefined> {
  const [row] = await db
    .select({ onSale: sql<boolean>`coalesce(${onSaleWhere()}, false)`, stockCnt: pointBsdGds.stockCnt })
    .from(pointBsdGds)
    .where(eq(pointBsdGds.gdsId, gdsId));
  return row;
}

export async function countHeldOrders(tx: TDbOrTx, userId: string, gdsId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pointBsdGdsOrder)
    .where(and(eq(pointBsdGdsOrder.userId, userId), eq(pointBsdGdsOrder.gdsId, gdsId), inArray(pointBsdGdsOrder.orderSttsCd, HELD_STTS)));
  return row!.n;
}

export async function findSchoolOf(db: TDbOrTx, userId: string): Promise<{ schlCd: string | null; schlNm: string | null }> {
  const [row] = await db.select({ schlCd: mbr.schlCd, schlNm: mbr.schlNm }).from(mbr).where(eq(mbr.userId, userId));
  return row ?? { schlCd: null, schlNm: null };
}

export async function insertOrder(
  tx: TTx,
  row: { gdsId: number; userId: string; schlCd: string | null; schlNm: string | null; gdsPoints: number; requestKey?: string | null },
): Promise<number> {
  const [out] = await tx
    .insert(pointBsdGdsOrder)
    .values({ ...row, registeredBy: row.userId, updatedBy: row.userId })
    .returning({ orderId: pointBsdGdsOrder.orderId });
  return out!.orderId;
}

/** The order the student's request key made, if any (unique per student: point_bsd_gds_order_request_key_uq). */
export async function findOrderOfRequestKey(db: TDbOrTx, userId: string, requestKey: string): Promise<{ orderId: number; gdsId: number } | undefined> {
  const [row] = await db
    .select({ orderId: pointBsdGdsOrder.orderId, gdsId: pointBsdGdsOrder.gdsId })
    .from(pointBsdGdsOrder)
    .where(and(eq(pointBsdGdsOrder.userId, userId), eq(pointBsdGdsOrder.requestKey, requestKey)));
  return row;
}

/** An order locked until the transaction ends (hand-over, cancellation), with its good's name; `userId` limits it to the owner's. */
export async function lockOrder(tx: TTx, orderId: number, userId?: string) {
  const [row] = await tx
    .select({ ...getTableColumns(pointBsdGdsOrder), gdsNm: pointBsdGds.gdsNm })
    .from(pointBsdGdsOrder)
    .innerJoin(pointBsdGds, eq(pointBsdGds.gdsId, pointBsdGdsOrder.gdsId))
    .where(and(eq(pointBsdGdsOrder.orderId, orderId), userId === undefined ? undefined : eq(pointBsdGdsOrder.userId, userId)))
    .for('update', { of: pointBsdGdsOrder });
  return row;
}

export async function setOrderStts(tx: TTx, orderId: number, o: { orderSttsCd: TGdsOrderSttsCd; by: string; cancelReason?: string | null }): Promise<void> {
  await tx
    .update(pointBsdGdsOrder)
    .set({ orderSttsCd: o.orderSttsCd, cancelReason: o.cancelReason ?? null, procBy: o.by, procDt: sql`now()`, updatedBy: o.by, updatedAt: sql`now()` })
    .where(eq(pointBsdGdsOrder.orderId, orderId));
}

const orderColumns = {
  orderId: pointBsdGdsOrder.orderId,
  gdsId: pointBsdGdsOrder.gdsId,
  gdsNm: pointBsdGds.gdsNm,
  gdsPoints: pointBsdGdsOrder.gdsPoints,
  orderSttsCd: pointBsdGdsOrder.orderSttsCd,
  cancelReason: pointBsdGdsOrder.cancelReason,
  registeredAt: pointBsdGdsOrder.registeredAt,
  procDt: pointBsdGdsOrder.procDt,
  userId: pointBsdGdsOrder.userId,
  userNm: sql<string>`coalesce(${mbr.userNm}, '')`,
  schlCd: pointBsdGdsOrder.schlCd,
  schlNm: pointBsdGdsOrder.schlNm,
  procBy: pointBsdGdsOrder.procBy,
};

export function orderWhere(f: Partial<Pick<TGdsOrderListQuery, 'gdsId' | 'orderSttsCd' | 'schlNm' | 'searchWrd'>> & { userId?: string }): SQL | undefined {
  return and(
    f.userId ? eq(pointBsdGdsOrder.userId, f.userId) : undefined,
    f.gdsId ? eq(pointBsdGdsOrder.gdsId, f.gdsId) : undefined,
    f.orderSttsCd ? eq(pointBsdGdsOrder.orderSttsCd, f.orderSttsCd) : undefined,
    f.schlNm ? sql`${pointBsdGdsOrder.schlNm} ilike ${containsPattern(f.schlNm)}` : undefined,
    f.searchWrd ? keywordWhere(f.searchWrd, mbr.userNm, pointBsdGdsOrder.userId) : undefined,
  );
}

export async function countOrders(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pointBsdGdsOrder).leftJoin(mbr, eq(mbr.userId, pointBsdGdsOrder.userId)).where(where);
  return row!.n;
}

export const findOrderPage = (db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) =>
  db
    .select(orderColumns)
    .from(pointBsdGdsOrder)
    .innerJoin(pointBsdGds, eq(pointBsdGds.gdsId, pointBsdGdsOrder.gdsId))
    .leftJoin(mbr, eq(mbr.userId, pointBsdGdsOrder.userId))
    .where(where)
    .orderBy(desc(pointBsdGdsOrder.orderId))
    .offset(offset)
    .limit(limit);

export type TOrderRow = Awaited<ReturnType<typeof findOrderPage>>[number];

/** The requested orders to hand over, by school then good then order. */
export const findRequestedOrders = (db: TDbOrTx, where: SQL | undefined, limit = 10_000) =>
  db
    .select(orderColumns)
    .from(pointBsdGdsOrder)
    .innerJoin(pointBsdGds, eq(pointBsdGds.gdsId, pointBsdGdsOrder.gdsId))
    .leftJoin(mbr, eq(mbr.userId, pointBsdGdsOrder.userId))
    .where(and(eq(pointBsdGdsOrder.orderSttsCd, 'RQST'), where))
    .orderBy(sql`${pointBsdGdsOrder.schlNm} asc nulls last`, asc(pointBsdGdsOrder.schlCd), asc(pointBsdGdsOrder.gdsId), asc(pointBsdGdsOrder.orderId))
    .limit(limit);

/** The good's row locked for a save that may replace its image. */
export async function lockGdsImage(tx: TTx, gdsId: number): Promise<{ imageFileId: number | null } | undefined> {
  const [row] = await tx.select({ imageFileId: pointBsdGds.imageFileId }).from(pointBsdGds).where(eq(pointBsdGds.gdsId, gdsId)).for('update');
  return row;
}

export async function insertGds(tx: TTx, row: TGdsWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(pointBsdGds)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning({ gdsId: pointBsdGds.gdsId });
  return out!.gdsId;
}

export async function updateGds(tx: TTx, gdsId: number, row: TGdsWrite, by: string): Promise<void> {
  await tx
    .update(pointBsdGds)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(pointBsdGds.gdsId, gdsId));
}

export async function hasAnyOrder(tx: TDbOrTx, gdsId: number): Promise<boolean> {
  const [row] = await tx.select({ orderId: pointBsdGdsOrder.orderId }).from(pointBsdGdsOrder).where(eq(pointBsdGdsOrder.gdsId, gdsId)).limit(1);
  return row !== undefined;
}

export async function deleteGds(tx: TTx, gdsId: number): Promise<boolean> {
  const rows = await tx.delete(pointBsdGds).where(eq(pointBsdGds.gdsId, gdsId)).returning({ gdsId: pointBsdGds.gdsId });
  return rows.length > 0;
}

export async function setGdsImageWhenNone(tx: TTx, gdsId: number, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(pointBsdGds)
    .set({ imageFileId: fileId })
    .where(and(eq(pointBsdGds.gdsId, gdsId), isNull(pointBsdGds.imageFileId)))
    .returning({ gdsId: pointBsdGds.gdsId });
  return rows.length > 0;
}

export const findGdsWithoutImage = (db: TDbOrTx, gdsNms: string[]) =>
  db
    .select({ gdsId: pointBsdGds.gdsId, gdsNm: pointBsdGds.gdsNm })
    .from(pointBsdGds)
    .where(and(inArray(pointBsdGds.gdsNm, gdsNms), isNull(pointBsdGds.imageFileId)));
