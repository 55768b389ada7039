import { z } from 'zod';
import { emptyAsUndefined, periodInOrder, zPageOf, zSearchWrd, ZYmd } from '../common/adm-query.js';
import { ZAuditFields, ZId, zIntIn, zOptionalText, zRequiredText, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { exportReasonShape } from '../common/export.js';
import { checkImageFileAlt, zImageFileId } from '../file/file.schema.js';
import { GDS_LIMITS as L, GDS_MESSAGES as M, GDS_ORDER_STTS_CDS } from './gds.messages.js';

export const ZGdsOrderSttsCd = z.enum(GDS_ORDER_STTS_CDS);

const zRequiredYmd = z.string({ error: VALIDATION_MESSAGES.required() }).trim().min(1, VALIDATION_MESSAGES.required()).pipe(ZYmd);

// ---- administration: the goods (pointBsdGdsMng) ----

/** POST /api/pointBsdGdsMng and PUT /api/pointBsdGdsMng/:gdsId. stockCnt is the stock left now. */
export const ZGdsSave = z
  .object({
    gdsNm: zRequiredText(L.gdsNm),
    gdsCn: zOptionalText(L.gdsCn),
    imageFileId: zImageFileId(),
    imageAlt: zOptionalText(L.imageAlt),
    gdsPoints: zIntIn(1, L.points),
    stockCnt: zIntIn(0, L.stock),
    buyLimitCnt: zIntIn(1, L.buyLimit),
    bgngYmd: zRequiredYmd,
    endYmd: zRequiredYmd,
    useYn: ZUseYn,
  })
  .superRefine(checkImageFileAlt('imageFileId', 'imageAlt'))
  .refine((v) => periodInOrder(v.bgngYmd, v.endYmd), { message: M.period, path: ['endYmd'] });
export type TGdsSave = z.infer<typeof ZGdsSave>;

export const ZGdsListQuery = ZPageQuery.extend({
  searchWrd: zSearchWrd(100).describe('part of the name or description'),
  useYn: emptyAsUndefined(ZYn),
});
export type TGdsListQuery = z.infer<typeof ZGdsListQuery>;

export const ZGdsParams = z.object({ gdsId: ZId });

export const ZGdsItem = z.object({
  gdsId: z.number().int(),
  gdsNm: z.string(),
  gdsCn: z.string().nullable(),
  imageFileId: z.number().int().nullable(),
  imagePath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the image'),
  imageAlt: z.string().nullable(),
  gdsPoints: z.number().int(),
  stockCnt: z.number().int(),
  buyLimitCnt: z.number().int(),
  bgngYmd: z.string(),
  endYmd: z.string(),
  useYn: ZYn,
  /** orders requested or handed over (cancelled ones not counted) */
  orderCnt: z.number().int(),
  ...ZAuditFields,
});
export type TGdsItem = z.infer<typeof ZGdsItem>;
export const ZGdsListResponse = zPageOf(ZGdsItem);

// ---- the student's page ----

/** One good on sale today, as the student sees it. */
export const ZGdsShopItem = ZGdsItem.pick({
  gdsId: true,
  gdsNm: true,
  gdsCn: true,
  imagePath: true,
  imageAlt: true,
  gdsPoints: true,
  stockCnt: true,
  buyLimitCnt: true,
  bgngYmd: true,
  endYmd: true,
}).extend({ myOrderCnt: z.number().int().describe("the caller's orders of it, requested or handed over") });
export type TGdsShopItem = z.infer<typeof ZGdsShopItem>;
export const ZGdsShopResponse = z.object({ list: z.array(ZGdsShopItem), balance: z.number().int() });
export type TGdsShopResponse = z.infer<typeof ZGdsShopResponse>;

/** The exchange: an optional key per click of the confirm dialog, so a repeated request has one effect (SECURITY 19). */
export const ZGdsOrderBody = z.object({
  requestKey: emptyAsUndefined(z.uuid({ error: M.requestKey })),
});
export const ZGdsOrderResponse = z.object({ result: z.literal('SUCCESS'), orderId: z.number().int(), balance: z.number().int() });
export type TGdsOrderResponse = z.infer<typeof ZGdsOrderResponse>;

export const ZGdsOrderParams = z.object({ orderId: ZId });

export const ZMyGdsOrder = z.object({
  orderId: z.number().int(),
  gdsId: z.number().int(),
  gdsNm: z.string(),
  gdsPoints: z.number().int(),
  orderSttsCd: ZGdsOrderSttsCd,
  cancelReason: z.string().nullable(),
  regDt: z.string().describe('ISO time'),
  procDt: z.string().nullable().describe('ISO time of the hand-over or cancellation'),
});
export type TMyGdsOrder = z.infer<typeof ZMyGdsOrder>;
export const ZMyGdsOrderListResponse = zPageOf(ZMyGdsOrder);

export const ZGdsCancelResponse = z.object({ result: z.literal('SUCCESS'), balance: z.number().int() });

// ---- administration: the orders ----

export const ZGdsOrderListQuery = ZPageQuery.extend({
  gdsId: emptyAsUndefined(ZId),
  orderSttsCd: emptyAsUndefined(ZGdsOrderSttsCd),
  schlNm: zSearchWrd(100),
  searchWrd: zSearchWrd(50).describe("part of the student's name or id"),
});
export type TGdsOrderListQuery = z.infer<typeof ZGdsOrderListQuery>;

export const ZGdsOrder = ZMyGdsOrder.extend({
  userId: z.string(),
  userNm: z.string(),
  schlCd: z.string().nullable(),
  schlNm: z.string().nullable(),
  procBy: z.string().nullable(),
});
export type TGdsOrder = z.infer<typeof ZGdsOrder>;
export const ZGdsOrderListResponse = zPageOf(ZGdsOrder);

export const ZGdsCancelBody = z.object({
  cancelReason: z.string({ error: M.cancelReasonRequired }).trim().min(1, M.cancelReasonRequired).max(L.cancelReason, VALIDATION_MESSAGES.max(L.cancelReason)),
});
export type TGdsCancelBody = z.infer<typeof ZGdsCancelBody>;

export const ZGdsHandoverQuery = z.object({
  gdsId: emptyAsUndefined(ZId),
  schlNm: zSearchWrd(100),
});
export type TGdsHandoverQuery = z.infer<typeof ZGdsHandoverQuery>;

/** The requested orders of one school, to hand over together. */
export const ZGdsHandoverSchool = z.object({
  schlCd: z.string().nullable(),
  schlNm: z.string().nullable(),
  /** per good: how many to bring */
  gdsCnts: z.array(z.object({ gdsId: z.number().int(), gdsNm: z.string(), cnt: z.number().int() })),
  orders: z.array(ZGdsOrder.pick({ orderId: true, gdsId: true, gdsNm: true, userId: true, userNm: true, regDt: true })),
});
export type TGdsHandoverSchool = z.infer<typeof ZGdsHandoverSchool>;
export const ZGdsHandoverResponse = z.object({ list: z.array(ZGdsHandoverSchool), orderCnt: z.number().int() });
export type TGdsHandoverResponse = z.infer<typeof ZGdsHandoverResponse>;

/** POST /api/pointBsdGdsMng/order/export: the list's filters and the reason (SECURITY 17). */
export const ZGdsOrderExportRequest = ZGdsOrderListQuery.omit({ currentPage: true, maxResults: true }).extend(exportReasonShape);
export type TGdsOrderExportRequest = z.infer<typeof ZGdsOrderExportRequest>;

/** POST /api/pointBsdGdsMng/order/handover/export: the hand-over list's filters and the reason. */
export const ZGdsHandoverExportRequest = ZGdsHandoverQuery.extend(exportReasonShape);
export type TGdsHandoverExportRequest = z.infer<typeof ZGdsHandoverExportRequest>;
