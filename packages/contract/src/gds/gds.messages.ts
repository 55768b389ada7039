/** The point goods' messages (issue 15 pointBsdGdsMng; SECURITY 19, 20). Zod-free: the web imports them at run time. */
export const GDS_MESSAGES = {
  notFound: '상품을 찾을 수 없습니다.',
  notOnSale: '지금은 교환할 수 없는 상품입니다.',
  soldOut: '재고가 모두 소진된 상품입니다.',
  limit: (limit: number) => `이 상품은 한 사람이 ${limit}개까지 교환할 수 있습니다.`,
  orderNotFound: '교환 신청 내역을 찾을 수 없습니다.',
  notRequested: '교환 신청 상태인 내역만 처리할 수 있습니다.',
  cancelReasonRequired: '취소 사유를 입력해 주세요.',
  hasOrders: "교환 내역이 있는 상품은 삭제할 수 없습니다. 사용 여부를 '미사용'으로 바꿔 주세요.",
  period: '판매 종료일은 시작일과 같거나 뒤여야 합니다.',
  requestKey: '요청 값이 올바르지 않습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.',
} as const;

/** An order's status: RQST requested, HNDV handed over, CNCL cancelled and refunded. */
export const GDS_ORDER_STTS = { RQST: '교환 신청', HNDV: '전달 완료', CNCL: '취소' } as const;
export type TGdsOrderSttsCd = keyof typeof GDS_ORDER_STTS;
export const GDS_ORDER_STTS_CDS = ['RQST', 'HNDV', 'CNCL'] as const satisfies readonly TGdsOrderSttsCd[];

/** The student's goods page: ledger rows of an exchange point back to it. */
export const GDS_PAGE_URL = '/myPage/cmpnPoint/pointBsdGds';

export const GDS_LIMITS = { gdsNm: 100, gdsCn: 1000, imageAlt: 200, points: 1_000_000, stock: 100_000, buyLimit: 100, cancelReason: 200 } as const;
