import { z } from 'zod';
import { isYmd } from '../common/adm-query.js';
import { exportReasonShape } from '../common/export.js';
import { ZId } from '../common/fields.js';
import { ATNDC_CDS, ATNDC_MESSAGES as M, CHKIN_SE_CDS } from './atndc.messages.js';

export const ZAtndcCd = z.enum(ATNDC_CDS);
export const ZChkinSeCd = z.enum(CHKIN_SE_CDS);

export const ZAtndcRsvtParams = z.object({ schlRsvtId: ZId });
export const ZAtndcSesnParams = z.object({ sesnId: ZId });
export const ZAtndcAplyParams = z.object({ aplyId: ZId });
export const ZAtndcHallParams = z.object({ bmnexhlId: ZId });
export const ZAtndcCertParams = z.object({ certNo: z.string().trim().min(1).max(40) });

/** One student of a roster: a live APLY application of the session (names masked per decision 019 for teachers not their own). */
export const ZAtndcRosterItem = z.object({
  aplyId: z.number().int(),
  userId: z.string(),
  userNm: z.string(),
  schlNm: z.string().nullable(),
  grd: z.number().int().nullable(),
  clsNm: z.string().nullable(),
  aplyUnitCd: z.string().nullable(),
  unitNm: z.string().nullable(),
  atndcCd: ZAtndcCd.nullable(),
  rmrk: z.string().nullable(),
  chkinSeCd: ZChkinSeCd.nullable(),
  chkinAt: z.string().nullable().describe('ISO time'),
});
export type TAtndcRosterItem = z.infer<typeof ZAtndcRosterItem>;

/** The session a roster is of. */
export const ZAtndcSesn = z.object({
  sesnId: z.number().int(),
  prgrmId: z.number().int(),
  prgrmNm: z.string(),
  prgrmSeCd: z.enum(['GRP', 'INDV']),
  sesnYmd: z.string(),
  bgngTm: z.string(),
  endTm: z.string(),
  bgngDt: z.string().describe('ISO time'),
  endDt: z.string().describe('ISO time'),
  cpcty: z.number().int(),
  rsvdCnt: z.number().int(),
  sttsCd: z.enum(['OPEN', 'CNCL']),
  halls: z.array(z.object({ bmnexhlId: z.number().int(), bmnexhlNm: z.string() })),
});
export type TAtndcSesn = z.infer<typeof ZAtndcSesn>;

/** counts of the roster by state (none: not yet marked). */
export const ZAtndcCounts = z.object({
  total: z.number().int(),
  PRSNT: z.number().int(),
  LATE: z.number().int(),
  ABSNT: z.number().int(),
  none: z.number().int(),
});

/** GET rsvtRoster / sesnRoster. markable: whether the caller may mark now (teachers: the session day to 7 days after). */
export const ZAtndcRoster = z.object({
  sesn: ZAtndcSesn,
  schlRsvtId: z.number().int().nullable(),
  schlNm: z.string().nullable(),
  items: z.array(ZAtndcRosterItem),
  counts: ZAtndcCounts,
  markable: z.boolean(),
  /** server time, for the live view's 'as of' */
  asOf: z.string(),
});
export type TAtndcRoster = z.infer<typeof ZAtndcRoster>;

export const ZAtndcMarkItem = z.object({
  aplyId: ZId,
  atndcCd: ZAtndcCd,
  rmrk: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
});
/** POST rsvtMark / sesnMark: one or many. */
export const ZAtndcMarkBody = z.object({ items: z.array(ZAtndcMarkItem).min(1, M.markEmpty).max(500) });
export type TAtndcMarkBody = z.infer<typeof ZAtndcMarkBody>;
export type TAtndcMarkBodyInput = z.input<typeof ZAtndcMarkBody>;
export const ZAtndcMarkResponse = z.object({ result: z.literal('SUCCESS'), marked: z.number().int(), message: z.string() });
export type TAtndcMarkResponse = z.infer<typeof ZAtndcMarkResponse>;

/** GET sesnOfDay?ymd= (default today, Seoul): the day's sessions with counts. */
export const ZSesnOfDayQuery = z.object({
  ymd: z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(isYmd, '날짜 형식이 올바르지 않습니다.').optional()),
});
export type TSesnOfDayQuery = z.infer<typeof ZSesnOfDayQuery>;
export const ZSesnOfDayItem = ZAtndcSesn.extend({ counts: ZAtndcCounts });
export type TSesnOfDayItem = z.infer<typeof ZSesnOfDayItem>;
export const ZSesnOfDayResponse = z.object({ ymd: z.string(), list: z.array(ZSesnOfDayItem) });
export type TSesnOfDayResponse = z.infer<typeof ZSesnOfDayResponse>;

/** GET hallQr: the hall screen's current code (svg markup of the url), refreshed before expiresAt. */
export const ZHallQrResponse = z.object({ bmnexhlId: z.number().int(), bmnexhlNm: z.string(), url: z.string(), svg: z.string(), expiresAt: z.string() });
export type THallQrResponse = z.infer<typeof ZHallQrResponse>;

/** POST chkin {h, t} (the query of /crrFusion/chkin). */
export const ZChkinBody = z.object({
  h: ZId,
  t: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{16}$/, M.qrExpired),
});
export type TChkinBody = z.infer<typeof ZChkinBody>;
export const ZChkinResponse = z.object({
  aplyId: z.number().int(),
  sesnId: z.number().int(),
  prgrmNm: z.string(),
  sesnYmd: z.string(),
  bgngTm: z.string(),
  endTm: z.string(),
  bmnexhlNm: z.string(),
  atndcCd: ZAtndcCd,
  chkinAt: z.string(),
  /** a second scan answers the first result with already true */
  already: z.boolean(),
  message: z.string(),
});
export type TChkinResponse = z.infer<typeof ZChkinResponse>;

/** GET certVerify/:certNo (public). */
export const ZCertVerifyResponse = z.object({
  valid: z.literal(true),
  certNo: z.string(),
  userNmMasked: z.string(),
  prgrmNm: z.string(),
  sesnYmd: z.string(),
  bgngTm: z.string(),
  endTm: z.string(),
  issuedAt: z.string(),
});
export type TCertVerifyResponse = z.infer<typeof ZCertVerifyResponse>;

/** POST excel (a session's roster .xlsx, after a reason). */
export const ZAtndcExcelBody = z.object(exportReasonShape);
export type TAtndcExcelBody = z.infer<typeof ZAtndcExcelBody>;
