import { z } from 'zod';
import { emptyAsUndefined, isYmd, periodInOrder, zPageOf, zSearchWrd, ZYmd } from '../common/adm-query.js';
import { ZAuditFields, ZId, zIntIn, zOptionalIntIn, zOptionalText, zRequiredText } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { checkImageFileAlt, zImageFileId } from '../file/file.schema.js';
import { addDays } from './fusn.rules.js';
import {
  FUSN_CALENDAR_DAYS,
  FUSN_CLSR_SE_CDS,
  FUSN_PRGRM_SE_CDS,
  FUSN_PRGRM_STTS_CDS,
  FUSN_SCHL_LVL_CDS,
  FUSN_SESN_STTS_CDS,
  FUSN_SLCT_SE_CDS,
} from './prgrm.codes.js';
import { FUSN_PRGRM_LIMITS as L, FUSN_PRGRM_MESSAGES as M } from './prgrm.messages.js';

/**
 * Fusion programs (issue 19, design "Programs and sessions"): the administrator's program
 * establishment (programs, sessions, closure days) and the public calendar and program view.
 */

export const ZFusnPrgrmSeCd = z.enum(FUSN_PRGRM_SE_CDS);
export const ZFusnSlctSeCd = z.enum(FUSN_SLCT_SE_CDS);
export const ZFusnPrgrmSttsCd = z.enum(FUSN_PRGRM_STTS_CDS);
export const ZFusnSesnSttsCd = z.enum(FUSN_SESN_STTS_CDS);
export const ZFusnClsrSeCd = z.enum(FUSN_CLSR_SE_CDS);
export const ZFusnSchlLvl = z.enum(FUSN_SCHL_LVL_CDS);

const HM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time of day HH:MM (Asia/Seoul). */
export const ZFusnHm = z.string({ error: M.time }).trim().regex(HM, M.time);
const zRequiredYmd = z.string({ error: VALIDATION_MESSAGES.required() }).trim().min(1, VALIDATION_MESSAGES.required()).pipe(ZYmd);
const zOptionalSrvyId = z
  .preprocess((v) => (v === '' ? null : v), ZId.nullish())
  .transform((v) => v ?? null)
  .describe('a survey id; none: the server opens one from the template');

// ---- administration: programs ----

export const ZFusnPrgrmParams = z.object({ prgrmId: ZId });

export const ZFusnPrgrmListQuery = ZPageQuery.extend({
  prgrmSeCd: emptyAsUndefined(ZFusnPrgrmSeCd),
  sttsCd: emptyAsUndefined(ZFusnPrgrmSttsCd),
  searchWrd: zSearchWrd(100).describe('part of the program name'),
});
export type TFusnPrgrmListQuery = z.infer<typeof ZFusnPrgrmListQuery>;

/** POST /api/fusn/prgrm and PUT /api/fusn/prgrm/:prgrmId. GRP fields are ignored for INDV and the reverse. */
export const ZFusnPrgrmSave = z
  .object({
    prgrmNm: zRequiredText(L.prgrmNm).refine((v) => [...v].length >= L.prgrmNmMin, VALIDATION_MESSAGES.min(L.prgrmNmMin)),
    prgrmSeCd: ZFusnPrgrmSeCd,
    schlLvls: z.array(ZFusnSchlLvl, { error: M.schlLvls }).min(1, M.schlLvls).max(3),
    halls: z.array(ZId, { error: M.halls }).min(1, M.halls).max(L.halls).describe('bmnexhl ids (the big halls)'),
    prgrmExpln: z
      .string({ error: M.prgrmExpln })
      .max(L.prgrmExpln, VALIDATION_MESSAGES.max(L.prgrmExpln))
      .refine((v) => v.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(v), M.prgrmExpln)
      .describe('editor HTML, sanitised by the server'),
    imageFileId: zImageFileId(),
    imageAlt: zOptionalText(L.imageAlt),
    durMin: zIntIn(L.durMin.min, L.durMin.max),
    bfrSrvyId: zOptionalSrvyId,
    dgstfnSrvyId: zOptionalSrvyId,
    pointYn: ZYn.default('Y'),
    opnDt: z.iso.datetime({ offset: true, error: M.opnDt }).describe('booking opens at: ISO time with offset (2026-03-02T09:00:00+09:00)'),
    ddlnDays: zIntIn(L.ddlnDays.min, L.ddlnDays.max),
    schlTermLmt: zOptionalIntIn(L.schlTermLmt.min, L.schlTermLmt.max)
      .transform((v) => v ?? null)
      .describe('GRP: reservations per school per term; none: no limit'),
    autoCnfmYn: ZYn.default('N').describe('GRP: confirmed at once'),
    slctSeCd: ZFusnSlctSeCd.default('FCFS').describe('INDV'),
    offerHours: zOptionalIntIn(L.offerHours.min, L.offerHours.max)
      .transform((v) => v ?? 24)
      .describe('INDV lottery: hours to accept a freed seat'),
  })
  .superRefine(checkImageFileAlt('imageFileId', 'imageAlt'));
export type TFusnPrgrmSave = z.input<typeof ZFusnPrgrmSave>;
export type TFusnPrgrmSaveParsed = z.infer<typeof ZFusnPrgrmSave>;

export const ZFusnHall = z.object({ bmnexhlId: z.number().int(), bmnexhlNm: z.string() });
export type TFusnHall = z.infer<typeof ZFusnHall>;

/** A row of the administrator's program list. */
export const ZFusnPrgrmItem = z.object({
  prgrmId: z.number().int(),
  prgrmNm: z.string(),
  prgrmSeCd: ZFusnPrgrmSeCd,
  schlLvls: z.array(z.string()),
  sttsCd: ZFusnPrgrmSttsCd,
  slctSeCd: ZFusnSlctSeCd,
  autoCnfmYn: ZYn,
  opnDt: z.string().describe('ISO time'),
  ddlnDays: z.number().int(),
  hallNms: z.array(z.string()),
  /** OPEN sessions, and the first and last of their days */
  sesnCnt: z.number().int(),
  firstSesnYmd: z.string().nullable(),
  lastSesnYmd: z.string().nullable(),
  orgnPrgrmId: z.number().int().nullable(),
  ...ZAuditFields,
});
export type TFusnPrgrmItem = z.infer<typeof ZFusnPrgrmItem>;
export const ZFusnPrgrmListResponse = zPageOf(ZFusnPrgrmItem);
export type TFusnPrgrmListResponse = z.infer<typeof ZFusnPrgrmListResponse>;

/** The administrator's program: every field of the form, plus the counts that govern removal. */
export const ZFusnPrgrmDetail = ZFusnPrgrmItem.extend({
  prgrmExpln: z.string(),
  imageFileId: z.number().int().nullable(),
  imagePath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the image'),
  imageAlt: z.string().nullable(),
  halls: z.array(ZFusnHall),
  durMin: z.number().int(),
  bfrSrvyId: z.number().int().nullable(),
  bfrSrvyTtl: z.string().nullable(),
  dgstfnSrvyId: z.number().int().nullable(),
  dgstfnSrvyTtl: z.string().nullable(),
  pointYn: ZYn,
  schlTermLmt: z.number().int().nullable(),
  offerHours: z.number().int(),
  /** every session, OPEN or not; live reservations (GRP); live applications */
  allSesnCnt: z.number().int(),
  rsvtCnt: z.number().int(),
  aplyCnt: z.number().int(),
});
export type TFusnPrgrmDetail = z.infer<typeof ZFusnPrgrmDetail>;

export const ZFusnPrgrmSttsBody = z.object({ sttsCd: ZFusnPrgrmSttsCd });
export type TFusnPrgrmSttsBody = z.infer<typeof ZFusnPrgrmSttsBody>;

export const ZFusnPrgrmIdResponse = z.object({ result: z.literal('SUCCESS'), prgrmId: z.number().int() });
export type TFusnPrgrmIdResponse = z.infer<typeof ZFusnPrgrmIdResponse>;

/** The surveys a program may use: open CTX surveys and the templates. */
export const ZFusnSrvyOption = z.object({
  srvyId: z.number().int(),
  srvyTtl: z.string(),
  tmpltYn: ZYn,
  pointTypeCd: z.string().nullable(),
  bgngDt: z.string().nullable(),
  endDt: z.string().nullable(),
});
export type TFusnSrvyOption = z.infer<typeof ZFusnSrvyOption>;
export const ZFusnSrvyOptionsResponse = z.object({ list: z.array(ZFusnSrvyOption) });
export type TFusnSrvyOptionsResponse = z.infer<typeof ZFusnSrvyOptionsResponse>;

// ---- administration: sessions ----

export const ZFusnSesnParams = z.object({ sesnId: ZId });

export const ZFusnSesnListQuery = z.object({
  sttsCd: emptyAsUndefined(ZFusnSesnSttsCd),
  fromYmd: emptyAsUndefined(ZYmd),
  toYmd: emptyAsUndefined(ZYmd),
});
export type TFusnSesnListQuery = z.infer<typeof ZFusnSesnListQuery>;

/** A session as the administrator sees it. */
export const ZFusnSesnItem = z.object({
  sesnId: z.number().int(),
  prgrmId: z.number().int(),
  sesnYmd: z.string(),
  bgngTm: z.string(),
  endTm: z.string(),
  bgngDt: z.string().describe('ISO time'),
  endDt: z.string().describe('ISO time'),
  ddlnDt: z.string().describe('ISO time'),
  cpcty: z.number().int(),
  rsvdCnt: z.number().int(),
  sttsCd: ZFusnSesnSttsCd,
  /** live reservations (GRP) and live applications (APLY, PEND, WAIT, OFFR) */
  rsvtCnt: z.number().int(),
  aplyCnt: z.number().int(),
  /** INDV lottery: the commitment, and the draw's time */
  commitHash: z.string().nullable(),
  drawnAt: z.string().nullable(),
});
export type TFusnSesnItem = z.infer<typeof ZFusnSesnItem>;
export const ZFusnSesnListResponse = z.object({ list: z.array(ZFusnSesnItem) });
export type TFusnSesnListResponse = z.infer<typeof ZFusnSesnListResponse>;

const hmToMin = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
const endAfterStart = (v: { bgngTm: string; endTm: string }) => !HM.test(v.bgngTm) || !HM.test(v.endTm) || hmToMin(v.endTm) > hmToMin(v.bgngTm);

export const ZFusnSlot = z
  .object({ bgngTm: ZFusnHm, endTm: ZFusnHm, cpcty: zIntIn(L.cpcty.min, L.cpcty.max) })
  .refine(endAfterStart, { message: M.endAfterStart, path: ['endTm'] });
export type TFusnSlot = z.input<typeof ZFusnSlot>;

/** POST .../sesn/generate: sessions on the chosen weekdays of a period, one per slot, closure days and existing ones skipped. */
export const ZFusnSesnGenerate = z
  .object({
    bgngYmd: zRequiredYmd,
    endYmd: zRequiredYmd,
    weekdays: z
      .array(z.number().int().min(0).max(6), { error: M.weekdays })
      .min(1, M.weekdays)
      .max(7)
      .transform((v) => [...new Set(v)].sort())
      .describe('0 Sunday .. 6 Saturday'),
    slots: z.array(ZFusnSlot, { error: M.slots }).min(1, M.slots).max(L.slots, M.slots),
  })
  .superRefine((v, ctx) => {
    if (!periodInOrder(v.bgngYmd, v.endYmd)) ctx.addIssue({ code: 'custom', path: ['endYmd'], message: M.period });
    else if (isYmd(v.bgngYmd) && isYmd(v.endYmd) && v.endYmd > addDays(v.bgngYmd, L.generateDays - 1))
      ctx.addIssue({ code: 'custom', path: ['endYmd'], message: M.periodYear });
  });
export type TFusnSesnGenerate = z.input<typeof ZFusnSesnGenerate>;

export const ZFusnSkippedSesn = z.object({
  sesnYmd: z.string(),
  bgngTm: z.string(),
  /** CLSR a closure day (clsrNm), DUP the session exists */
  rsn: z.enum(['CLSR', 'DUP']),
  clsrNm: z.string().nullable(),
});
export type TFusnSkippedSesn = z.infer<typeof ZFusnSkippedSesn>;
export const ZFusnSesnGenerateResponse = z.object({
  result: z.literal('SUCCESS'),
  createdCnt: z.number().int(),
  skipped: z.array(ZFusnSkippedSesn),
});
export type TFusnSesnGenerateResponse = z.infer<typeof ZFusnSesnGenerateResponse>;

/** POST .../sesn (one) and PUT /api/fusn/sesn/:sesnId: the day, times and seats. Past days are allowed (a correction). */
export const ZFusnSesnSave = z
  .object({ sesnYmd: zRequiredYmd, bgngTm: ZFusnHm, endTm: ZFusnHm, cpcty: zIntIn(L.cpcty.min, L.cpcty.max) })
  .refine(endAfterStart, { message: M.endAfterStart, path: ['endTm'] });
export type TFusnSesnSave = z.input<typeof ZFusnSesnSave>;

export const ZFusnSesnCancelBody = z.object({
  cnclRsn: z.string({ error: M.cnclRsn }).trim().min(1, M.cnclRsn).max(L.cnclRsn, VALIDATION_MESSAGES.max(L.cnclRsn)),
});
export type TFusnSesnCancelBody = z.infer<typeof ZFusnSesnCancelBody>;
export const ZFusnSesnCancelResponse = z.object({
  result: z.literal('SUCCESS'),
  rsvtCnt: z.number().int().describe('reservations cancelled'),
  aplyCnt: z.number().int().describe('applications cancelled'),
});
export type TFusnSesnCancelResponse = z.infer<typeof ZFusnSesnCancelResponse>;

// ---- administration: closure days ----

export const ZFusnClsrListQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().describe('default: this year (Asia/Seoul)'),
});
export const ZFusnClsr = z.object({
  clsrYmd: z.string(),
  clsrSeCd: ZFusnClsrSeCd,
  clsrNm: z.string(),
  registeredAt: z.string().describe('ISO time'),
});
export type TFusnClsr = z.infer<typeof ZFusnClsr>;
export const ZFusnClsrListResponse = z.object({ list: z.array(ZFusnClsr) });
export type TFusnClsrListResponse = z.infer<typeof ZFusnClsrListResponse>;

/** POST /api/fusn/clsr: adds a day, or renames an existing one. */
export const ZFusnClsrSave = z.object({
  clsrYmd: zRequiredYmd,
  clsrSeCd: ZFusnClsrSeCd,
  clsrNm: z.string({ error: M.clsrNm }).trim().min(1, M.clsrNm).max(L.clsrNm, VALIDATION_MESSAGES.max(L.clsrNm)),
});
export type TFusnClsrSave = z.input<typeof ZFusnClsrSave>;
export const ZFusnClsrParams = z.object({ clsrYmd: ZYmd });

// ---- public: the calendar and the program view ----

export const ZFusnCalendarQuery = z.object({
  startDay: emptyAsUndefined(ZYmd).describe('default: the Monday of this week'),
  days: z.coerce
    .number()
    .int()
    .refine((v) => (FUSN_CALENDAR_DAYS as readonly number[]).includes(v))
    .default(7),
  prgrmSeCd: emptyAsUndefined(ZFusnPrgrmSeCd),
});
export type TFusnCalendarQuery = z.input<typeof ZFusnCalendarQuery>;

/** A session on the public calendar. */
export const ZFusnCalendarSesn = z.object({
  sesnId: z.number().int(),
  prgrmId: z.number().int(),
  prgrmNm: z.string(),
  prgrmSeCd: ZFusnPrgrmSeCd,
  slctSeCd: ZFusnSlctSeCd,
  schlLvls: z.array(z.string()),
  hallNms: z.array(z.string()),
  sesnYmd: z.string(),
  bgngTm: z.string(),
  endTm: z.string(),
  ddlnDt: z.string().describe('ISO time'),
  opnDt: z.string().describe('ISO time: booking opens'),
  cpcty: z.number().int(),
  remaining: z.number().int(),
  /** program OPEN, booking opened, before the deadline, seats left */
  bookable: z.boolean(),
});
export type TFusnCalendarSesn = z.infer<typeof ZFusnCalendarSesn>;

/** The date picker's rules (spec §5 date picker). */
export const ZFusnDateRules = z.object({
  minDate: z.string(),
  maxDate: z.string(),
  disabledDates: z.array(z.string()).describe('closure days up to maxDate'),
  disabledWeekdays: z.array(z.number().int()),
  allowedDates: z.array(z.string()).describe('days up to maxDate with at least one bookable session'),
});
export type TFusnDateRules = z.infer<typeof ZFusnDateRules>;

export const ZFusnCalendar = z.object({
  today: z.string(),
  startDay: z.string(),
  endDay: z.string().describe('the last day shown (startDay + days - 1)'),
  days: z.number().int(),
  sesns: z.array(ZFusnCalendarSesn),
  /** closure days within the shown days */
  clsrs: z.array(ZFusnClsr.pick({ clsrYmd: true, clsrSeCd: true, clsrNm: true })),
  dateRules: ZFusnDateRules,
});
export type TFusnCalendar = z.infer<typeof ZFusnCalendar>;

/** GET /icec/api/fusn/prgrm/:prgrmId: the public program (DRAFT: not found). */
export const ZFusnPrgrmView = z.object({
  prgrmId: z.number().int(),
  prgrmNm: z.string(),
  prgrmSeCd: ZFusnPrgrmSeCd,
  slctSeCd: ZFusnSlctSeCd,
  sttsCd: ZFusnPrgrmSttsCd,
  schlLvls: z.array(z.string()),
  prgrmExpln: z.string().describe('sanitised HTML'),
  imagePath: z.string().nullable(),
  imageAlt: z.string().nullable(),
  durMin: z.number().int(),
  halls: z.array(ZFusnHall),
  opnDt: z.string(),
  ddlnDays: z.number().int(),
  schlTermLmt: z.number().int().nullable(),
  pointYn: ZYn,
  bfrSrvyYn: ZYn,
  dgstfnSrvyYn: ZYn,
  /** the before-survey a student answers (ctx sesn:<sesnId>) before applying to an INDV session (/crrFusion/bfrSrvy?sesnId=) */
  bfrSrvyId: z.number().int().nullable(),
  /** OPEN sessions from today on (at most 100) */
  sesns: z.array(ZFusnCalendarSesn),
});
export type TFusnPrgrmView = z.infer<typeof ZFusnPrgrmView>;
