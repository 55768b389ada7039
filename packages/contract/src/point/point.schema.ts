import { z } from 'zod';
import { emptyAsUndefined, periodInOrder, zPageOf, zSearchWrd, ZYmd, INVALID_DATE_MESSAGE } from '../common/adm-query.js';
import { exportReasonShape } from '../common/export.js';
import { INT4_MAX, zRequiredText } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';
import { POINT_MESSAGES as M } from './point.messages.js';
import { EARN_POINT_TYPE_CDS, POINT_TYPE_CDS } from './point.codes.js';

export const ZPointTypeCd = z.enum(POINT_TYPE_CDS, { error: M.badType });

/** spec §7 GET myPoint: `result` is the balance. */
export const ZMyPointResponse = z.object({ result: z.number().int() });

/** spec §7 insertPoint: the client names the type and the amount it expects; the server credits the code's amount. */
export const ZInsertPointBody = z.object({
  pointTypeCd: z.enum(EARN_POINT_TYPE_CDS, { error: M.badType }),
  userPoint: z.coerce.number({ error: M.badAmount }).int(M.badAmount).min(0, M.badAmount).max(INT4_MAX, M.badAmount),
});
export const ZInsertPointResponse = z.object({ result: z.literal('SUCCESS'), userPoint: z.number().int(), myPoint: z.number().int() });

export const ZLedgerRow = z.object({
  ledgerId: z.number().int(),
  pointTypeCd: ZPointTypeCd,
  points: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  srcUrl: z.string().nullable(),
  regDt: z.string(),
});
export type TLedgerRow = z.infer<typeof ZLedgerRow>;

/** The history's filters: a period (YYYY-MM-DD, both ends included) and a type. */
export const ZLedgerQuery = ZPageQuery.extend({
  bgngYmd: emptyAsUndefined(ZYmd),
  endYmd: emptyAsUndefined(ZYmd),
  pointTypeCd: emptyAsUndefined(ZPointTypeCd),
}).refine((q) => periodInOrder(q.bgngYmd, q.endYmd), { message: INVALID_DATE_MESSAGE, path: ['endYmd'] });
export type TLedgerQuery = z.infer<typeof ZLedgerQuery>;

export const ZLedgerPage = zPageOf(ZLedgerRow);

/** The student's point page: the balance, this month's earnings and one page of the history. */
export const ZPointHistoryResponse = ZLedgerPage.extend({ balance: z.number().int(), monthEarned: z.number().int() });
export type TPointHistoryResponse = z.infer<typeof ZPointHistoryResponse>;

// ---- administration (cmpnPointMng) ----

export const ZHolderListQuery = ZPageQuery.extend({
  searchCnd: emptyAsUndefined(z.enum(['userNm', 'userId', 'schlNm'])),
  searchWrd: zSearchWrd(),
});
export type THolderListQuery = z.infer<typeof ZHolderListQuery>;
export const ZHolder = z.object({
  userId: z.string(),
  userNm: z.string(),
  mbrTypeAuthrt: z.string(),
  schlNm: z.string().nullable(),
  grd: z.number().int().nullable(),
  balance: z.number().int(),
  userSttsCd: z.string(),
});
export type THolder = z.infer<typeof ZHolder>;
export const ZHolderListResponse = zPageOf(ZHolder);
export type THolderListResponse = z.infer<typeof ZHolderListResponse>;

/** The holder list as an .xlsx (full names): its search and the reason (SECURITY 17). */
export const ZHolderExportBody = z.object({ searchCnd: ZHolderListQuery.shape.searchCnd, searchWrd: ZHolderListQuery.shape.searchWrd, ...exportReasonShape });
export type THolderExportBody = z.infer<typeof ZHolderExportBody>;

export const ZHolderParams = z.object({ userId: z.string().trim().toLowerCase().min(1).max(20) });
export const ZHolderLedgerResponse = ZLedgerPage.extend({ holder: ZHolder });
export type THolderLedgerResponse = z.infer<typeof ZHolderLedgerResponse>;

export const ZAdjustBody = z.object({
  points: z.coerce
    .number({ error: M.adjustRange })
    .int(M.adjustRange)
    .min(-100_000, M.adjustRange)
    .max(100_000, M.adjustRange)
    .refine((n) => n !== 0, M.adjustRange),
  // the reason's own message when missing or blank, the common one past 200 characters
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).pipe(zRequiredText(200)),
  /** one per confirmed submit (SECURITY 19): the same key twice adjusts once */
  requestKey: z.uuid({ error: M.requestKey }),
});
export type TAdjustBody = z.infer<typeof ZAdjustBody>;
export const ZAdjustResponse = z.object({ result: z.literal('SUCCESS'), balance: z.number().int() });

const zLimit = emptyAsUndefined(z.coerce.number({ error: M.limitRange }).int(M.limitRange).min(1, M.limitRange).max(10_000, M.limitRange));

export const ZPointRule = z.object({
  pointTypeCd: ZPointTypeCd,
  pointTypeNm: z.string(),
  /** the code description's amount; null for types without one (CPN, GDS, CMPN, ADJ) */
  points: z.number().int().nullable(),
  useYn: ZYn,
  clientCreditYn: ZYn,
  dayLimitCnt: z.number().int().nullable(),
  totalLimitCnt: z.number().int().nullable(),
});
export type TPointRule = z.infer<typeof ZPointRule>;
export const ZPointRuleListResponse = z.object({ list: z.array(ZPointRule) });
export const ZPointRuleParams = z.object({ pointTypeCd: z.enum(EARN_POINT_TYPE_CDS, { error: M.badType }) });
export const ZPointRuleSave = z.object({
  useYn: ZYn,
  clientCreditYn: ZYn,
  dayLimitCnt: zLimit.transform((v) => v ?? null),
  totalLimitCnt: zLimit.transform((v) => v ?? null),
});
export type TPointRuleSave = z.infer<typeof ZPointRuleSave>;

/** One holder's ledger as an .xlsx: the history's filters and the reason (SECURITY 17). */
export const ZLedgerExportBody = z
  .object({
    bgngYmd: emptyAsUndefined(ZYmd),
    endYmd: emptyAsUndefined(ZYmd),
    pointTypeCd: emptyAsUndefined(ZPointTypeCd),
    ...exportReasonShape,
  })
  .refine((q) => periodInOrder(q.bgngYmd, q.endYmd), { message: INVALID_DATE_MESSAGE, path: ['endYmd'] });
export type TLedgerExportBody = z.infer<typeof ZLedgerExportBody>;
