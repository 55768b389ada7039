import { z } from 'zod';
import { exportReasonShape } from '../common/export.js';
import { ZId } from '../common/fields.js';
import { INSP_BANDS, INSP_DISPLAYS, INSP_GENDER, INSP_LEVEL, INSP_LIMITS, INSP_MESSAGES, INSP_NAME_PATTERN, INSP_STTS, INSP_VER_STTS } from './insp.codes.js';
import { ZInspAnswerScale, ZInspDefinition } from './insp.def.js';

const keysOf = <T extends Record<string, unknown>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const ZInspBand = z.enum(INSP_BANDS);
export const ZInspSttsCd = z.enum(keysOf(INSP_STTS));
export const ZInspVerSttsCd = z.enum(keysOf(INSP_VER_STTS));
export const ZInspGenderCd = z.enum(keysOf(INSP_GENDER));
export const ZInspLevel = z.enum(keysOf(INSP_LEVEL));

export const ZInspName = z.string().regex(INSP_NAME_PATTERN, INSP_MESSAGES.inspName);
export const ZInspNameParams = z.object({ inspName: ZInspName });
export const ZInspSheetParams = z.object({ sheetId: ZId });

/** What the catalogue and the test page tell about a test (public). */
export const ZInspSummary = z.object({
  inspId: z.number(),
  inspName: z.string(),
  inspNm: z.string(),
  inspExpln: z.string(),
  itemCnt: z.number(),
  durationMin: z.number(),
  trgtBands: z.array(ZInspBand),
  display: z.enum(INSP_DISPLAYS),
  /** the caller's own state: an unfinished sheet's progress, the latest completion (null for a guest) */
  mine: z
    .object({
      ingSheetId: z.number().nullable(),
      answeredCnt: z.number(),
      lastCmplAt: z.string().nullable(),
      lastSheetId: z.number().nullable(),
    })
    .nullable(),
});
export type TInspSummary = z.infer<typeof ZInspSummary>;

export const ZInspListResponse = z.object({ list: z.array(ZInspSummary) });

export const ZInspView = ZInspSummary.extend({
  guide: z.string(),
  srcNote: z.string().nullable(),
  /** whether the caller may take it now, and the reason when not (null for a guest: the page offers the login) */
  canTake: z.boolean(),
  refusal: z.string().nullable(),
});
export type TInspView = z.infer<typeof ZInspView>;

/** POST sheet/:inspName: start (or resume) the caller's answer sheet. */
export const ZInspSheetStart = z.object({ genderCd: ZInspGenderCd.optional().describe('self-reported, for local norms only') });

/** The sheet as the taker sees it: the items in the band's wording and the answers so far. */
export const ZInspSheet = z.object({
  sheetId: z.number(),
  inspName: z.string(),
  inspNm: z.string(),
  band: ZInspBand,
  answerScale: ZInspAnswerScale,
  items: z.array(
    z.object({
      itemId: z.string(),
      text: z.string(),
      options: z.array(z.object({ label: z.string() })).optional(),
    }),
  ),
  answers: z.record(z.string(), z.number()),
});
export type TInspSheet = z.infer<typeof ZInspSheet>;

/** POST answer: some answers of an unfinished sheet (merged into what is saved). */
export const ZInspAnswerSave = z.object({
  sheetId: ZId,
  answers: z
    .record(z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, INSP_MESSAGES.badAnswer), z.number({ error: INSP_MESSAGES.badAnswer }).int(INSP_MESSAGES.badAnswer))
    .refine((a) => Object.keys(a).length >= 1 && Object.keys(a).length <= INSP_LIMITS.answersPerSave, INSP_MESSAGES.badAnswer),
});
export const ZInspAnswerSaved = z.object({ sheetId: z.number(), answeredCnt: z.number() });

/** POST submit: every item answered, then scored; a refusal's data names the first unanswered item. */
export const ZInspSubmit = z.object({ sheetId: ZId });
export const ZInspSubmitted = z.object({ sheetId: z.number(), point: z.number().describe('INSP points credited now (0 when already earned today)') });

export const ZInspScaleScore = z.object({
  scaleId: z.string(),
  scaleNm: z.string(),
  raw: z.number(),
  min: z.number(),
  max: z.number(),
  /** 0..100 of the scale's range */
  pct: z.number(),
  /** percentile in the adopted local norm, null without one */
  pctl: z.number().nullable(),
  level: ZInspLevel,
  /** 1 = highest */
  rank: z.number(),
  text: z.string(),
});
export type TInspScaleScore = z.infer<typeof ZInspScaleScore>;

/** What a result keeps (insp_sheet.scores): read by the result page and the recommendations. */
export const ZInspScores = z.object({
  scales: z.array(ZInspScaleScore),
  /** hexagon: the Holland code (2-3 letters); ranking: the top scale ids joined by ','; bars: null */
  code: z.string().nullable(),
  normApplied: z.boolean(),
});
export type TInspScores = z.infer<typeof ZInspScores>;

export const ZInspRslt = z.object({
  sheetId: z.number(),
  inspId: z.number(),
  inspName: z.string(),
  inspNm: z.string(),
  verNo: z.number(),
  band: ZInspBand,
  display: z.enum(INSP_DISPLAYS),
  cmplAt: z.string(),
  scores: ZInspScores,
  /** hexagon: why this code, per letter the answers that raised it most */
  why: z.array(z.object({ scaleId: z.string(), scaleNm: z.string(), items: z.array(z.object({ text: z.string(), answer: z.string() })) })),
});
export type TInspRslt = z.infer<typeof ZInspRslt>;

/** GET rslt/list: the caller's completed results, newest first, per test. */
export const ZInspRsltList = z.object({
  list: z.array(
    z.object({
      inspId: z.number(),
      inspName: z.string(),
      inspNm: z.string(),
      display: z.enum(INSP_DISPLAYS),
      attempts: z.array(z.object({ sheetId: z.number(), cmplAt: z.string(), band: ZInspBand, code: z.string().nullable(), verNo: z.number() })),
    }),
  ),
});
export type TInspRsltList = z.infer<typeof ZInspRsltList>;

/* ---------- admin: langDgns (the test bank) ---------- */

export const ZInspIdParams = z.object({ inspId: ZId });

export const ZInspMetaSave = z.object({
  inspName: ZInspName,
  inspNm: z.string().trim().min(1).max(INSP_LIMITS.inspNm),
  inspExpln: z.string().trim().min(1).max(INSP_LIMITS.inspExpln),
  guide: z.string().trim().min(1).max(INSP_LIMITS.guide),
  srcNote: z.string().trim().max(INSP_LIMITS.srcNote).optional(),
  durationMin: z.number().int().min(1).max(120),
  trgtBands: z.array(ZInspBand).min(1),
  /** member types that may take it (ST01, ST02, ...); empty = every user member */
  trgtMbrTypes: z.array(z.string().max(10)).max(20),
  sortSeq: z.number().int().min(0).max(9999),
});
export type TInspMetaSave = z.infer<typeof ZInspMetaSave>;

export const ZInspCreate = ZInspMetaSave.extend({ definition: ZInspDefinition });
export const ZInspDefSave = z.object({ definition: ZInspDefinition });
export const ZInspSttsSave = z.object({ sttsCd: z.enum(['OPEN', 'CLOSED']) });

export const ZInspVer = z.object({
  verId: z.number(),
  verNo: z.number(),
  sttsCd: ZInspVerSttsCd,
  publishedAt: z.string().nullable(),
  cmplCnt: z.number(),
  normAdopted: z.boolean(),
});

export const ZInspAdmRow = z.object({
  inspId: z.number(),
  inspName: z.string(),
  inspNm: z.string(),
  sttsCd: ZInspSttsCd,
  pubVerNo: z.number().nullable(),
  hasDraft: z.boolean(),
  cmplCnt: z.number(),
  sortSeq: z.number(),
  updtDt: z.string(),
});
export const ZInspAdmList = z.object({ list: z.array(ZInspAdmRow) });

export const ZInspAdmItem = ZInspMetaSave.extend({
  inspId: z.number(),
  sttsCd: ZInspSttsCd,
  versions: z.array(ZInspVer),
  /** the version being edited: the draft if there is one, else the published one (null: none yet) */
  editVer: z.object({ verId: z.number(), verNo: z.number(), sttsCd: ZInspVerSttsCd, definition: ZInspDefinition }).nullable(),
});
export type TInspAdmItem = z.infer<typeof ZInspAdmItem>;

export const ZInspStatsQuery = z.object({ verId: z.coerce.number().int().min(1).optional() });

/** The completed sheets of a test (or of one version) as an .xlsx, after the reason (SECURITY 17). */
export const ZInspRsltExportBody = z.object({ verId: z.number().int().min(1).optional(), ...exportReasonShape });
export type TInspRsltExportBody = z.infer<typeof ZInspRsltExportBody>;

/** The psychometrics panel of one version, from the portal's own completed sheets. */
export const ZInspStats = z.object({
  verId: z.number(),
  verNo: z.number(),
  cmplCnt: z.number(),
  items: z.array(z.object({ itemId: z.string(), scaleId: z.string(), mean: z.number().nullable(), itemTotal: z.number().nullable() })),
  scales: z.array(
    z.object({
      scaleId: z.string(),
      scaleNm: z.string(),
      itemCnt: z.number(),
      mean: z.number().nullable(),
      sd: z.number().nullable(),
      alpha: z.number().nullable(),
    }),
  ),
  /** local norms per band and sex (ALL, M, F) where n >= INSP_NORM_MIN_N; adopted ones are used by the scorer */
  norms: z.array(z.object({ band: ZInspBand, genderCd: z.enum(['ALL', 'M', 'F']), n: z.number(), adopted: z.boolean(), computedAt: z.string() })),
  /** bands and sexes with enough sheets for a norm now */
  normReady: z.array(z.object({ band: ZInspBand, genderCd: z.enum(['ALL', 'M', 'F']), n: z.number() })),
});
export type TInspStats = z.infer<typeof ZInspStats>;

export const ZInspNormAdopt = z.object({ verId: ZId });
