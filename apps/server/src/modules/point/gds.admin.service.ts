import {
  GDS_MESSAGES as M,
  type TGdsCancelBody,
  type TGdsHandoverQuery,
  type TGdsHandoverResponse,
  type TGdsHandoverSchool,
  type TGdsItem,
  type TGdsListQuery,
  type TGdsOrderListQuery,
  type TGdsSave,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { imageAltOf, orNull } from '../../lib/text.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { claimNewRecordImage, imagePathOf, removeFilesOf, saveRecordImage } from '../files/index.js';
import { maskUserNm } from '../member/index.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import {
  countGds,
  countOrders,
  deleteGds,
  findGds,
  findGdsPage,
  findOrderPage,
  findRequestedOrders,
  gdsWhere,
  hasAnyOrder,
  insertGds,
  lockGdsImage,
  lockOrder,
  orderWhere,
  setGdsImageWhenNone,
  setOrderStts,
  type TGdsRow,
  type TGdsWrite,
  type TOrderRow,
  updateGds,
} from './gds.repo.js';
import { cancelOrderIn, toMyOrder } from './gds.service.js';

function toItem(row: TGdsRow): TGdsItem {
  return {
    gdsId: row.gdsId,
    gdsNm: row.gdsNm,
    gdsCn: row.gdsCn,
    imageFileId: row.imageFileId,
    imagePath: imagePathOf(row.imageRef),
    imageAlt: row.imageAlt,
    gdsPoints: row.gdsPoints,
    stockCnt: row.stockCnt,
    buyLimitCnt: row.buyLimitCnt,
    bgngYmd: row.bgngYmd,
    endYmd: row.endYmd,
    useYn: row.useYn,
    orderCnt: row.orderCnt,
    ...auditOf(row),
  };
}

const toWrite = (input: TGdsSave): TGdsWrite => ({
  gdsNm: input.gdsNm,
  gdsCn: orNull(input.gdsCn),
  imageFileId: input.imageFileId,
  imageAlt: imageAltOf(input.imageFileId, input.imageAlt),
  gdsPoints: input.gdsPoints,
  stockCnt: input.stockCnt,
  buyLimitCnt: input.buyLimitCnt,
  bgngYmd: input.bgngYmd,
  endYmd: input.endYmd,
  useYn: input.useYn,
});

export async function listGds(db: TDb, actor: TActor, query: TGdsListQuery) {
  assertAdmin(actor);
  const where = gdsWhere(query);
  const page = await pageOf(query, countGds(db, where), (offset, limit) => findGdsPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

export async function getGds(db: TDb, actor: TActor, gdsId: number): Promise<TGdsItem> {
  assertAdmin(actor);
  const row = await findGds(db, gdsId);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

/** The uploaded image becomes the new good's in the same transaction. */
export async function createGds(db: TDb, actor: TActor, input: TGdsSave): Promise<TGdsItem> {
  assertAdmin(actor);
  const row = await db.transaction(async (tx) => {
    const gdsId = await insertGds(tx, { ...toWrite(input), imageFileId: null }, actor.userId);
    await claimNewRecordImage(tx, { seqType: 'pointBsdGds', recordId: gdsId, fileId: input.imageFileId, userId: actor.userId }, setGdsImageWhenNone);
    return (await findGds(tx, gdsId))!;
  });
  return toItem(row);
}

/**
 * The good's row is locked first, so an exchange running at the same time either took its item
 * before (the stock set here is what is left) or waits for this save.
 */
export async function updateGdsEntry(db: TDb, actor: TActor, gdsId: number, input: TGdsSave): Promise<TGdsItem> {
  assertAdmin(actor);
  const row = await db.transaction(async (tx) => {
    const current = await lockGdsImage(tx, gdsId);
    if (!current) throw AppError.notFound();
    const imageFileId = await saveRecordImage(tx, {
      seqType: 'pointBsdGds',
      recordId: gdsId,
      current: current.imageFileId,
      next: input.imageFileId,
      userId: actor.userId,
    });
    await updateGds(tx, gdsId, { ...toWrite(input), imageFileId }, actor.userId);
    return (await findGds(tx, gdsId))!;
  });
  return toItem(row);
}

/** Only a good nobody ordered is deleted (with its image); one with orders is switched off instead. */
export async function deleteGdsEntry(db: TDb, actor: TActor, gdsId: number) {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const current = await lockGdsImage(tx, gdsId);
    if (!current) throw AppError.notFound();
    if (await hasAnyOrder(tx, gdsId)) throw new AppError('GDS_HAS_ORDERS', 409, M.hasOrders);
    await deleteGds(tx, gdsId);
    await removeFilesOf(tx, 'pointBsdGds', [String(gdsId)]);
  });
  return { result: 'SUCCESS' as const };
}

/** A list row: the name masked as on the member list (SECURITY 17: the full names are in the logged hand-over list). */
const toOrder = (r: TOrderRow) => ({ ...toMyOrder(r), userId: r.userId, userNm: maskUserNm(r.userNm), schlCd: r.schlCd, schlNm: r.schlNm, procBy: r.procBy });

/** The orders, filtered. */
export async function listOrders(db: TDb, actor: TActor, query: TGdsOrderListQuery) {
  assertAdmin(actor);
  const where = orderWhere(query);
  const page = await pageOf(query, countOrders(db, where), (offset, limit) => findOrderPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toOrder) };
}

/** A requested order handed over (RQST -> HNDV); the points stay spent. */
export async function handoverOrder(db: TDb, actor: TActor, orderId: number) {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw AppError.notFound(M.orderNotFound);
    if (order.orderSttsCd !== 'RQST') throw new AppError('GDS_NOT_REQUESTED', 409, M.notRequested);
    await setOrderStts(tx, orderId, { orderSttsCd: 'HNDV', by: actor.userId });
  });
  return { result: 'SUCCESS' as const };
}

/** A requested order cancelled by an administrator with the reason: stock back and the points refunded, one transaction. */
export async function cancelOrderByAdmin(db: TDb, actor: TActor, orderId: number, body: TGdsCancelBody) {
  assertAdmin(actor);
  await db.transaction((tx) => cancelOrderIn(tx, orderId, { by: actor.userId, cancelReason: body.cancelReason }));
  return { result: 'SUCCESS' as const };
}

/** The requested orders grouped by school (the school when ordered), with how many of each good to bring. */
export function groupBySchool(rows: TOrderRow[]): TGdsHandoverSchool[] {
  const groups = new Map<string, TGdsHandoverSchool>();
  for (const r of rows) {
    const key = `${r.schlCd ?? ''}\u0000${r.schlNm ?? ''}`;
    const group = groups.get(key) ?? { schlCd: r.schlCd, schlNm: r.schlNm, gdsCnts: [], orders: [] };
    groups.set(key, group);
    const cnt = group.gdsCnts.find((g) => g.gdsId === r.gdsId);
    if (cnt) cnt.cnt += 1;
    else group.gdsCnts.push({ gdsId: r.gdsId, gdsNm: r.gdsNm, cnt: 1 });
    group.orders.push({ orderId: r.orderId, gdsId: r.gdsId, gdsNm: r.gdsNm, userId: r.userId, userNm: r.userNm, regDt: r.registeredAt.toISOString() });
  }
  return [...groups.values()];
}

/** The hand-over list names the students in full (the prizes are handed to them): a view of member data, logged. */
export async function handoverList(db: TDb, actor: TActor, query: TGdsHandoverQuery): Promise<TGdsHandoverResponse> {
  assertAdmin(actor);
  const rows = await findRequestedOrders(db, orderWhere(query));
  if (rows.length > 0) await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: `포인트 상품 전달 목록 조회 ${rows.length}건` });
  return { list: groupBySchool(rows), orderCnt: rows.length };
}
