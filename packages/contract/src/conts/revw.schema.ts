import { z } from 'zod';
import { codeKeys, emptyAsUndefined, periodInOrder, zPageOf, zSearchWrd, ZYmd } from '../common/adm-query.js';
import { exportReasonShape } from '../common/export.js';
import { ZId, zIntIn, zNullableText, zRequiredText } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';
import {
  REVW_ANS_MAX,
  REVW_CANT_WRITE_RSNS,
  REVW_CN_MAX,
  REVW_CN_MIN,
  REVW_HIDE_RSN_MAX,
  REVW_MESSAGES as M,
  REVW_RTNG_MAX,
  REVW_RTNG_MIN,
  REVW_TRGT_SE_CDS,
  REVW_TRGT_SE_LABELS,
} from './revw.messages.js';

export const ZRevwTrgtSeCd = z.enum(REVW_TRGT_SE_CDS);
export const ZRevwCantWriteRsn = z.enum(REVW_CANT_WRITE_RSNS);

/** :trgtSeCd/:trgtId — CONTS and a contsId, or PRGRM and a fusion prgrmId. */
export const ZRevwTrgtParams = z.object({ trgtSeCd: ZRevwTrgtSeCd, trgtId: ZId });
export type TRevwTrgtParams = z.infer<typeof ZRevwTrgtParams>;
export const ZRevwParams = z.object({ revwId: ZId });
export type TRevwParams = z.infer<typeof ZRevwParams>;

/** GET list: 10 a page, newest first. */
export const ZRevwListQuery = z.object({ currentPage: ZPageQuery.shape.currentPage });
export type TRevwListQuery = z.infer<typeof ZRevwListQuery>;

/** One visible review. writerNm is masked (김*생) unless it is the caller's own (mine 'Y'). */
export const ZRevwItem = z.object({
  revwId: z.number().int(),
  writerNm: z.string(),
  rtng: z.number().int(),
  revwCn: z.string(),
  ansCn: z.string().nullable(),
  ansAt: z.string().nullable().describe('ISO time'),
  registeredAt: z.string().describe('ISO time'),
  mine: ZYn,
});
export type TRevwItem = z.infer<typeof ZRevwItem>;

/** The caller's own review, also when an administrator hid it (then with the reason). */
export const ZRevwMine = ZRevwItem.extend({ hideYn: ZYn, hideRsn: z.string().nullable() });
export type TRevwMine = z.infer<typeof ZRevwMine>;

export const ZRevwListResponse = zPageOf(ZRevwItem).extend({
  /** average rating of visible reviews, one decimal (0 when none) */
  avgRtng: z.number(),
  /** count of visible reviews */
  revwCnt: z.number().int(),
  myRevw: ZRevwMine.nullable(),
  canWrite: ZYn,
  /** why not, when canWrite is 'N' */
  cantWriteRsn: ZRevwCantWriteRsn.nullable(),
  cantWriteMsg: z.string().nullable(),
});
export type TRevwListResponse = z.infer<typeof ZRevwListResponse>;

/** POST create / PUT update: a rating 1–5 and a text of 10–1000 characters (prohibited words and personal information are refused by the server). */
export const ZRevwSave = z.object({
  rtng: zIntIn(REVW_RTNG_MIN, REVW_RTNG_MAX, M.rtngRange),
  revwCn: zRequiredText(REVW_CN_MAX, (value) => [...value].length >= REVW_CN_MIN, M.revwCnLength),
});
export type TRevwSave = z.infer<typeof ZRevwSave>;
export type TRevwSaveInput = z.input<typeof ZRevwSave>;

export const ZRevwSaveResponse = z.object({
  result: z.literal('SUCCESS'),
  revwId: z.number().int(),
  /** REVW points earned by this write (0: none, e.g. a rewrite after deleting) */
  pointEarned: z.number().int(),
  message: z.string(),
});
export type TRevwSaveResponse = z.infer<typeof ZRevwSaveResponse>;
export const ZRevwResultResponse = z.object({ result: z.literal('SUCCESS'), message: z.string() });
export type TRevwResultResponse = z.infer<typeof ZRevwResultResponse>;

// ---- admin contentReview ----
const revwMngSearchShape = {
  trgtSeCd: emptyAsUndefined(ZRevwTrgtSeCd),
  /** the target's title or the review text */
  searchWrd: zSearchWrd(100),
  hideYn: emptyAsUndefined(ZYn),
  /** registration day from–to (Seoul) */
  bgngYmd: emptyAsUndefined(ZYmd),
  endYmd: emptyAsUndefined(ZYmd),
};
const periodOk = (q: { bgngYmd?: string; endYmd?: string }) => periodInOrder(q.bgngYmd, q.endYmd);
const periodError = { message: M.period, path: ['endYmd'] };

export const ZRevwMngListQuery = z.object({ ...revwMngSearchShape, ...ZPageQuery.shape }).refine(periodOk, periodError);
export type TRevwMngListQuery = z.infer<typeof ZRevwMngListQuery>;
export type TRevwMngListQueryInput = z.input<typeof ZRevwMngListQuery>;

/** An admin list row: the writer's name in full (the view is logged, SECURITY 17). */
export const ZRevwMngItem = z.object({
  revwId: z.number().int(),
  trgtSeCd: ZRevwTrgtSeCd,
  trgtId: z.number().int(),
  trgtTtl: z.string(),
  userId: z.string(),
  writerNm: z.string(),
  rtng: z.number().int(),
  revwCn: z.string(),
  hideYn: ZYn,
  hideRsn: z.string().nullable(),
  ansCn: z.string().nullable(),
  ansAt: z.string().nullable(),
  registeredAt: z.string(),
});
export type TRevwMngItem = z.infer<typeof ZRevwMngItem>;
export const ZRevwMngListResponse = zPageOf(ZRevwMngItem);
export type TRevwMngListResponse = z.infer<typeof ZRevwMngListResponse>;

/** GET avg: per target with live reviews, the count and average of visible ones. */
export const ZRevwAvgQuery = ZPageQuery.extend({ trgtSeCd: emptyAsUndefined(ZRevwTrgtSeCd), searchWrd: zSearchWrd(100).describe('target title') });
export type TRevwAvgQuery = z.infer<typeof ZRevwAvgQuery>;
export const ZRevwAvgItem = z.object({
  trgtSeCd: ZRevwTrgtSeCd,
  trgtId: z.number().int(),
  trgtTtl: z.string(),
  revwCnt: z.number().int(),
  avgRtng: z.number(),
  hiddenCnt: z.number().int(),
});
export type TRevwAvgItem = z.infer<typeof ZRevwAvgItem>;
export const ZRevwAvgResponse = zPageOf(ZRevwAvgItem);
export type TRevwAvgResponse = z.infer<typeof ZRevwAvgResponse>;

/** PUT hide: hideYn, and the reason when hiding. */
export const ZRevwHideBody = z
  .object({ hideYn: ZYn, hideRsn: zNullableText(REVW_HIDE_RSN_MAX) })
  .refine((b) => b.hideYn === 'N' || !!b.hideRsn, { message: M.hideRsnRequired, path: ['hideRsn'] });
export type TRevwHideBody = z.infer<typeof ZRevwHideBody>;
export type TRevwHideBodyInput = z.input<typeof ZRevwHideBody>;

/** PUT answer: the answer text; '' removes the answer. */
export const ZRevwAnswerBody = z.object({ ansCn: zNullableText(REVW_ANS_MAX) });
export type TRevwAnswerBody = z.infer<typeof ZRevwAnswerBody>;
export type TRevwAnswerBodyInput = z.input<typeof ZRevwAnswerBody>;

/** POST excel: the list's search and the reason (SECURITY 17). */
export const ZRevwExcelBody = z.object({ ...revwMngSearchShape, ...exportReasonShape }).refine(periodOk, periodError);
export type TRevwExcelBody = z.infer<typeof ZRevwExcelBody>;
export type TRevwExcelBodyInput = z.input<typeof ZRevwExcelBody>;

export const REVW_TRGT_SE_OPTIONS = codeKeys(REVW_TRGT_SE_LABELS).map((value) => ({ value, label: REVW_TRGT_SE_LABELS[value] }));
