import { GDS_MESSAGES as M, GDS_PAGE_URL, type TGdsOrderResponse, type TGdsShopResponse, type TPageQuery } from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { imagePathOf } from '../files/index.js';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../inst-code/index.js';
import {
  countHeldOrders,
  countOrders,
  findGdsOnSale,
  findOrderOfRequestKey,
  findOrderPage,
  findSaleState,
  findSchoolOf,
  insertOrder,
  lockOrder,
  orderWhere,
  putBackToStock,
  setOrderStts,
  takeOneFromStock,
  type TOrderRow,
} from './gds.repo.js';
import { lockBalance, movePoints } from './point.ledger.js';
import { assertHolder, balanceOf } from './point.service.js';

/** Thrown inside the exchange transaction when the request key was already used: everything rolls back. */
class RepeatedRequest extends Error {}

/** The unique index that keeps one order per student and request key. */
const REQUEST_KEY_INDEX = 'point_bsd_gds_order_request_key_uq';

/** /myPage/cmpnPoint/pointBsdGds: the goods on sale today and the caller's balance. */
export async function listGdsOnSale(db: TDb, user: TRequestUser): Promise<TGdsShopResponse> {
  assertHolder(user);
  const [rows, balance] = await Promise.all([findGdsOnSale(db, user.userId), balanceOf(db, user.userId)]);
  return {
    balance,
    list: rows.map((r) => ({
      gdsId: r.gdsId,
      gdsNm: r.gdsNm,
      gdsCn: r.gdsCn,
      imagePath: imagePathOf(r.imageRef),
      imageAlt: r.imageAlt,
      gdsPoints: r.gdsPoints,
      stockCnt: r.stockCnt,
      buyLimitCnt: r.buyLimitCnt,
      bgngYmd: r.bgngYmd,
      endYmd: r.endYmd,
      myOrderCnt: r.myOrderCnt,
    })),
  };
}

/**
 * An exchange, one transaction (SECURITY 19, 20): one item of the stock (the good's row locked
 * first), then the student's balance lock, under which a repeat of the request key is found (a
 * double click: the first order's answer, and the item taken here goes back with the rollback),
 * the per-student limit counted, the order written with its request key, and the GDS ledger row.
 * A short balance (POINT_SHORT) rolls back the stock with the rest.
 */
export async function orderGds(db: TDb, user: TRequestUser, gdsId: number, requestKey: string | undefined): Promise<TGdsOrderResponse> {
  assertHolder(user);
  const userId = user.userId;
  try {
    return await db.transaction(async (tx) => {
      const gds = await takeOneFromStock(tx, gdsId);
      if (!gds) return refuseOrder(tx, userId, gdsId, requestKey);
      await lockBalance(tx, userId);
      await assertNewRequest(tx, userId, gdsId, requestKey);
      const held = await countHeldOrders(tx, userId, gdsId);
      if (held >= gds.buyLimitCnt) throw new AppError('GDS_LIMIT', 409, M.limit(gds.buyLimitCnt));
      const school = await findSchoolOf(tx, userId);
      const orderId = await insertOrder(tx, { gdsId, userId, ...school, gdsPoints: gds.gdsPoints, requestKey: requestKey ?? null });
      const moved = await movePoints(tx, {
        userId,
        pointTypeCd: 'GDS',
        points: -gds.gdsPoints,
        idntfId: `gdsOrder:${orderId}`,
        reason: `상품 교환: ${gds.gdsNm}`,
        srcUrl: GDS_PAGE_URL,
      });
      // a new order's key is new: null would mean the ledger already holds this order's row
      if (!moved) throw new Error(`gdsOrder:${orderId} is already in the ledger`);
      return { result: 'SUCCESS' as const, orderId, balance: moved.balanceAfter };
    });
  } catch (error) {
    // the unique index is the last guard should two requests of one key ever pass the lock together
    const pgError = pgErrorOf(error);
    const repeated = error instanceof RepeatedRequest || (pgError?.code === PG_UNIQUE_VIOLATION && pgError.constraint === REQUEST_KEY_INDEX);
    if (!repeated || !requestKey) throw error;
    return repeatedAnswer(db, userId, gdsId, requestKey);
  }
}

/**
 * Under the student's balance lock: throws RepeatedRequest when the request key already made an
 * order of this good; a key of an order of another good is a bad request (409, nothing written).
 */
async function assertNewRequest(tx: TTx, userId: string, gdsId: number, requestKey: string | undefined): Promise<void> {
  if (!requestKey) return;
  const first = await findOrderOfRequestKey(tx, userId, requestKey);
  if (!first) return;
  if (first.gdsId !== gdsId) throw new AppError('GDS_REQUEST_KEY', 409, M.requestKey);
  throw new RepeatedRequest();
}

/** The answer of a repeated request: the order its first one made, and the balance now. */
async function repeatedAnswer(db: TDb, userId: string, gdsId: number, requestKey: string): Promise<TGdsOrderResponse> {
  const first = await findOrderOfRequestKey(db, userId, requestKey);
  if (!first) throw AppError.notFound(M.orderNotFound);
  if (first.gdsId !== gdsId) throw new AppError('GDS_REQUEST_KEY', 409, M.requestKey);
  return { result: 'SUCCESS', orderId: first.orderId, balance: await balanceOf(db, userId) };
}

/** No item was taken: a repeat of a request that took the last one, or the good is missing, off sale or sold out. */
async function refuseOrder(tx: TTx, userId: string, gdsId: number, requestKey: string | undefined): Promise<never> {
  if (requestKey) {
    await lockBalance(tx, userId);
    await assertNewRequest(tx, userId, gdsId, requestKey);
  }
  const state = await findSaleState(tx, gdsId);
  if (!state) throw AppError.notFound(M.notFound);
  if (!state.onSale) throw new AppError('GDS_NOT_ON_SALE', 409, M.notOnSale);
  throw new AppError('GDS_SOLD_OUT', 409, M.soldOut);
}

export const toMyOrder = (r: TOrderRow) => ({
  orderId: r.orderId,
  gdsId: r.gdsId,
  gdsNm: r.gdsNm,
  gdsPoints: r.gdsPoints,
  orderSttsCd: r.orderSttsCd,
  cancelReason: r.cancelReason,
  regDt: r.registeredAt.toISOString(),
  procDt: r.procDt?.toISOString() ?? null,
});

/** The caller's orders, newest first. */
export async function myGdsOrders(db: TDb, user: TRequestUser, query: TPageQuery) {
  assertHolder(user);
  const where = orderWhere({ userId: user.userId });
  const page = await pageOf(query, countOrders(db, where), (offset, limit) => findOrderPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toMyOrder) };
}

/**
 * A requested order cancelled and refunded, one transaction: the order's row locked first, then
 * the good's (stock back), then the holder's balance (the refund, once: its key is the order).
 * `userId` limits it to the student's own order; an administrator names the reason.
 */
export async function cancelOrderIn(tx: TTx, orderId: number, o: { ownerId?: string; by: string; cancelReason: string | null }): Promise<{ balance: number }> {
  const order = await lockOrder(tx, orderId, o.ownerId);
  if (!order) throw AppError.notFound(M.orderNotFound);
  if (order.orderSttsCd !== 'RQST') throw new AppError('GDS_NOT_REQUESTED', 409, M.notRequested);
  await putBackToStock(tx, order.gdsId);
  await setOrderStts(tx, orderId, { orderSttsCd: 'CNCL', by: o.by, cancelReason: o.cancelReason });
  const moved = await movePoints(tx, {
    userId: order.userId,
    pointTypeCd: 'GDS',
    points: order.gdsPoints,
    idntfId: `gdsRefund:${orderId}`,
    reason: o.ownerId ? `상품 교환 취소: ${order.gdsNm}` : `상품 교환 취소(관리자): ${order.gdsNm}`,
    srcUrl: GDS_PAGE_URL,
    by: o.ownerId ? null : o.by,
  });
  return { balance: moved?.balanceAfter ?? (await lockBalance(tx, order.userId)) };
}

/** The student cancels their own order while it is requested. */
export async function cancelMyOrder(db: TDb, user: TRequestUser, orderId: number) {
  assertHolder(user);
  const { balance } = await db.transaction((tx) => cancelOrderIn(tx, orderId, { ownerId: user.userId, by: user.userId, cancelReason: null }));
  return { result: 'SUCCESS' as const, balance };
}
