import { formatSeoulDateTime, GDS_ORDER_STTS, type TGdsHandoverExportRequest, type TGdsOrderExportRequest } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { exportPersonalData } from '../privacy-log/index.js';
import { countOrders, findOrderPage, findRequestedOrders, orderWhere, type TOrderRow } from './gds.repo.js';

const ORDER_COLUMNS: readonly TXlsxColumn<TOrderRow>[] = [
  ['신청 번호', (r) => r.orderId, 10],
  ['상품명', (r) => r.gdsNm, 24],
  ['교환 포인트', (r) => r.gdsPoints, 12],
  ['상태', (r) => GDS_ORDER_STTS[r.orderSttsCd], 10],
  ['아이디', (r) => r.userId],
  ['이름', (r) => r.userNm, 10],
  ['학교', (r) => r.schlNm, 20],
  ['신청일시', (r) => formatSeoulDateTime(r.registeredAt), 20],
  ['처리일시', (r) => (r.procDt ? formatSeoulDateTime(r.procDt) : null), 20],
  ['처리자', (r) => r.procBy],
  ['취소 사유', (r) => r.cancelReason, 30],
];

const HANDOVER_COLUMNS: readonly TXlsxColumn<TOrderRow>[] = [
  ['학교', (r) => r.schlNm ?? '학교 정보 없음', 20],
  ['학교 코드', (r) => r.schlCd, 12],
  ['상품명', (r) => r.gdsNm, 24],
  ['신청 번호', (r) => r.orderId, 10],
  ['아이디', (r) => r.userId],
  ['이름', (r) => r.userNm, 10],
  ['신청일시', (r) => formatSeoulDateTime(r.registeredAt), 20],
  ['받은 날', () => null, 12],
  ['받은 사람 서명', () => null, 16],
];

const filterText = (f: { gdsId?: number; orderSttsCd?: string; schlNm?: string; searchWrd?: string }) => {
  const parts = [
    f.gdsId && `상품 번호 ${f.gdsId}`,
    f.orderSttsCd && `상태 ${GDS_ORDER_STTS[f.orderSttsCd as keyof typeof GDS_ORDER_STTS] ?? f.orderSttsCd}`,
    f.schlNm && `학교 "${f.schlNm}"`,
    f.searchWrd && `학생 "${f.searchWrd}"`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : '전체';
};

/** SECURITY 17: the filtered orders with the students' names, after the reason (privacy-log exportPersonalData). */
export async function exportOrders(db: TDb, actor: TActor, input: TGdsOrderExportRequest): Promise<TDownloadFile> {
  assertAdmin(actor);
  const { reason, ...filter } = input;
  const where = orderWhere(filter);
  return exportPersonalData(db, actor, {
    reason,
    what: `포인트 상품 교환 목록 (조건: ${filterText(filter)})`,
    fileStem: '상품교환목록',
    asciiStem: 'goods-orders',
    sheet: '상품 교환 목록',
    columns: ORDER_COLUMNS,
    count: (tx) => countOrders(tx, where),
    rows: (tx, limit) => findOrderPage(tx, where, 0, limit),
  });
}

/** SECURITY 17: the requested orders by school, with a column to sign on hand-over. */
export async function exportHandover(db: TDb, actor: TActor, input: TGdsHandoverExportRequest): Promise<TDownloadFile> {
  assertAdmin(actor);
  const { reason, ...filter } = input;
  const where = orderWhere({ ...filter, orderSttsCd: 'RQST' });
  return exportPersonalData(db, actor, {
    reason,
    what: `포인트 상품 학교별 전달 목록 (조건: ${filterText(filter)})`,
    fileStem: '학교별전달목록',
    asciiStem: 'goods-handover',
    sheet: '학교별 전달 목록',
    columns: HANDOVER_COLUMNS,
    count: (tx) => countOrders(tx, where),
    rows: (tx, limit) => findRequestedOrders(tx, where, limit),
  });
}
