import { z } from 'zod';
import { emptyAsUndefined, periodInOrder, zPageOf, ZYmd } from '../common/adm-query.js';
import { exportReasonShape } from '../common/export.js';
import { ZId } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';

/**
 * Individual programs (issue 19, design "Individual programs"): a student's direct application to an
 * INDV session, the lottery (the points issue's verifiable draw, contract drawWinners), the waitlist
 * and offers of freed seats, the student's own applications of both kinds (GRP and INDV), and the
 * administrator's individual activity management. Times are ISO instants; days YYYY-MM-DD (Asia/Seoul).
 */

export const FUSN_APLY_STTS_CDS = ['APLY', 'PEND', 'WAIT', 'OFFR', 'CNCL'] as const;
export type TFusnAplySttsCd = (typeof FUSN_APLY_STTS_CDS)[number];
// local copies (the program and attendance schemas own the exported ones)
const SLCT_SE_CDS = ['FCFS', 'LTRY'] as const;
const ATNDC_CDS = ['PRSNT', 'LATE', 'ABSNT'] as const;

export const ZFusnIndvSesnParams = z.object({ sesnId: ZId });
export type TFusnIndvSesnParams = z.infer<typeof ZFusnIndvSesnParams>;
export const ZFusnAplyParams = z.object({ aplyId: ZId });
export type TFusnAplyParams = z.infer<typeof ZFusnAplyParams>;

/**
 * POST /icec/api/fusn/sesn/:sesnId/aply (no body), and the answer of accept: FCFS gives APLY (a seat)
 * or 409 full; LTRY gives PEND with the entry number (no seat before the draw).
 */
export const ZFusnIndvAplyResponse = z.object({
  aplyId: z.number().int(),
  sesnId: z.number().int(),
  sttsCd: z.enum(FUSN_APLY_STTS_CDS),
  entryNo: z.number().int().nullable(),
  waitNo: z.number().int().nullable(),
  offerExpDt: z.string().nullable(),
});
export type TFusnIndvAplyResponse = z.infer<typeof ZFusnIndvAplyResponse>;

/** A survey tied to an application: the survey, the ctxKey the answering page sends, whether answered. */
export const ZFusnAplySrvy = z.object({ srvyId: z.number().int(), ctxKey: z.string(), answeredYn: ZYn });
export type TFusnAplySrvy = z.infer<typeof ZFusnAplySrvy>;

/** One of my applications (GET /icec/api/fusn/aply/mine), GRP (through my school's reservation) or INDV. */
export const ZFusnMyAply = z.object({
  aplyId: z.number().int(),
  prgrmId: z.number().int(),
  prgrmNm: z.string(),
  prgrmSeCd: z.enum(['GRP', 'INDV']),
  /** INDV: FCFS or LTRY; GRP: null */
  slctSeCd: z.enum(SLCT_SE_CDS).nullable(),
  sesnId: z.number().int(),
  sesnYmd: z.string(),
  bgngTm: z.string(),
  endTm: z.string(),
  bgngDt: z.string(),
  endDt: z.string(),
  ddlnDt: z.string(),
  /** the session was cancelled by an administrator */
  sesnCnclYn: ZYn,
  hallNms: z.array(z.string()),
  sttsCd: z.enum(FUSN_APLY_STTS_CDS),
  /** GRP: the reservation and unit */
  schlRsvtId: z.number().int().nullable(),
  aplyUnitCd: z.string().nullable(),
  unitNm: z.string().nullable(),
  /** INDV lottery */
  entryNo: z.number().int().nullable(),
  waitNo: z.number().int().nullable(),
  offerExpDt: z.string().nullable(),
  drawnYn: ZYn,
  /** Y: the student may cancel now (before the deadline, not cancelled) */
  cnclPsbltyYn: ZYn,
  atndcCd: z.enum(ATNDC_CDS).nullable(),
  /** Y: attended and the session has ended (GET cert issues or re-sends the certificate) */
  certPsbltyYn: ZYn,
  certNo: z.string().nullable(),
  bfrSrvy: ZFusnAplySrvy.nullable(),
  /** the satisfaction survey: given once the student attended */
  dgstfnSrvy: ZFusnAplySrvy.nullable(),
  registeredAt: z.string(),
});
export type TFusnMyAply = z.infer<typeof ZFusnMyAply>;

/** A teacher's reminder still relevant (an on-site notice: the reservation live, before its deadline, not applied yet). */
export const ZFusnMyRmndr = z.object({
  rmndrId: z.number().int(),
  schlRsvtId: z.number().int(),
  prgrmNm: z.string(),
  sesnYmd: z.string(),
  bgngTm: z.string(),
  ddlnDt: z.string(),
  sentAt: z.string(),
});
export type TFusnMyRmndr = z.infer<typeof ZFusnMyRmndr>;

/** GET /icec/api/fusn/aply/mine: all my applications, the coming ones first, then the past ones newest first. */
export const ZFusnMyAplyResponse = z.object({ list: z.array(ZFusnMyAply), reminders: z.array(ZFusnMyRmndr) });
export type TFusnMyAplyResponse = z.infer<typeof ZFusnMyAplyResponse>;

/** An entry of a lottery's frozen list as published (masked name). */
export const ZFusnDrawEntry = z.object({ entryNo: z.number().int(), userNmMasked: z.string() });
export type TFusnDrawEntry = z.infer<typeof ZFusnDrawEntry>;

/**
 * GET /icec/api/fusn/sesn/:sesnId/draw (public): the commitment always; after the draw the seed, the
 * frozen entries and the ranking of ALL entries (drawWinners(seedHex, entries (entrantNo = entryNo),
 * entries.length)); the first cpcty won seats, the rest were waitlisted in that order.
 */
export const ZFusnDrawView = z.object({
  sesnId: z.number().int(),
  prgrmId: z.number().int(),
  prgrmNm: z.string(),
  sesnYmd: z.string(),
  bgngTm: z.string(),
  endTm: z.string(),
  ddlnDt: z.string(),
  cpcty: z.number().int(),
  algorithmVer: z.string(),
  commitHash: z.string(),
  entryCnt: z.number().int(),
  drawnAt: z.string().nullable(),
  seedHex: z.string().nullable(),
  entries: z.array(ZFusnDrawEntry),
  ranking: z.array(z.number().int()).nullable(),
});
export type TFusnDrawView = z.infer<typeof ZFusnDrawView>;

// ---- administration (indvActvMng) ----

/** GET /api/fusn/indv/sesn: INDV sessions, filtered by program, period (session day) and method. */
export const ZFusnIndvSesnListQuery = ZPageQuery.extend({
  prgrmId: emptyAsUndefined(ZId),
  bgngYmd: emptyAsUndefined(ZYmd),
  endYmd: emptyAsUndefined(ZYmd),
  slctSeCd: emptyAsUndefined(z.enum(SLCT_SE_CDS)),
}).refine((q) => periodInOrder(q.bgngYmd, q.endYmd), { message: '종료일은 시작일보다 빠를 수 없습니다.', path: ['endYmd'] });
export type TFusnIndvSesnListQuery = z.infer<typeof ZFusnIndvSesnListQuery>;

export const ZFusnIndvSesnItem = z.object({
  sesnId: z.number().int(),
  prgrmId: z.number().int(),
  prgrmNm: z.string(),
  prgrmSttsCd: z.enum(['DRAFT', 'OPEN', 'CLOSED']),
  slctSeCd: z.enum(SLCT_SE_CDS),
  sesnYmd: z.string(),
  bgngTm: z.string(),
  endTm: z.string(),
  ddlnDt: z.string(),
  endDt: z.string(),
  sesnSttsCd: z.enum(['OPEN', 'CNCL']),
  cpcty: z.number().int(),
  rsvdCnt: z.number().int(),
  pendCnt: z.number().int(),
  aplyCnt: z.number().int(),
  waitCnt: z.number().int(),
  offrCnt: z.number().int(),
  cnclCnt: z.number().int(),
  drawnAt: z.string().nullable(),
  /** Y: a lottery session past its deadline, not drawn yet */
  drawPsbltyYn: ZYn,
});
export type TFusnIndvSesnItem = z.infer<typeof ZFusnIndvSesnItem>;
export const ZFusnIndvSesnListResponse = zPageOf(ZFusnIndvSesnItem);
export type TFusnIndvSesnListResponse = z.infer<typeof ZFusnIndvSesnListResponse>;

/** GET /api/fusn/sesn/:sesnId/aply: the applicants with full names (administrators; the view is logged). */
export const ZFusnIndvAplyListQuery = z.object({ sttsCd: emptyAsUndefined(z.enum(FUSN_APLY_STTS_CDS)) });
export type TFusnIndvAplyListQuery = z.infer<typeof ZFusnIndvAplyListQuery>;

export const ZFusnIndvApplicant = z.object({
  aplyId: z.number().int(),
  userId: z.string(),
  userNm: z.string(),
  schlNm: z.string().nullable(),
  grd: z.number().int().nullable(),
  clsNm: z.string().nullable(),
  sttsCd: z.enum(FUSN_APLY_STTS_CDS),
  entryNo: z.number().int().nullable(),
  waitNo: z.number().int().nullable(),
  offerExpDt: z.string().nullable(),
  atndcCd: z.enum(ATNDC_CDS).nullable(),
  registeredAt: z.string(),
  cnclAt: z.string().nullable(),
});
export type TFusnIndvApplicant = z.infer<typeof ZFusnIndvApplicant>;
export const ZFusnIndvAplyListResponse = z.object({ sesn: ZFusnIndvSesnItem, list: z.array(ZFusnIndvApplicant) });
export type TFusnIndvAplyListResponse = z.infer<typeof ZFusnIndvAplyListResponse>;

/** POST /api/fusn/sesn/:sesnId/aply/excel: the applicants as an .xlsx, with a reason (SECURITY 17). */
export const ZFusnIndvAplyExcelBody = ZFusnIndvAplyListQuery.extend(exportReasonShape);
export type TFusnIndvAplyExcelBody = z.infer<typeof ZFusnIndvAplyExcelBody>;
