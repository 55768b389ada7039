import { z } from 'zod';
import { emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { ZAuditFields, ZId, zRequiredText } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { checkImageFileAlt, ZAtchFile, ZFileModuleId, zImageFileId } from '../file/file.schema.js';
import {
  CONTS_KND_CDS,
  CONTS_LIMITS as L,
  CONTS_MESSAGES as M,
  CONTS_PAGE_SIZES,
  CONTS_SCHL_LVL_CDS,
  CONTS_STTS_CDS,
  isContsVideoUrl,
} from './conts.messages.js';

/**
 * The contents library (issue 20): the administrator's contents (states, versions, restore) and the
 * public library. A content is visible to users only when sttsCd = PBLC, pblcDt <= now and it is not
 * deleted; every other user call answers 404.
 */

export const ZContsKndCd = z.enum(CONTS_KND_CDS, { error: M.contsKnd });
export const ZContsSttsCd = z.enum(CONTS_STTS_CDS);
export const ZContsSchlLvl = z.enum(CONTS_SCHL_LVL_CDS, { error: M.schlLvls });
/** A leaf code of the CONTS_CLSF tree (AREA01, THEME03, ...); the server checks it exists. */
export const ZContsClsfCd = z
  .string({ error: M.clsfUnknown })
  .trim()
  .regex(/^[A-Za-z0-9_]{1,30}$/, M.clsfUnknown)
  .describe('a code as the code page allows it (letters, digits, _; 30 at most)');

export const ZContsParams = z.object({ contsId: ZId });
export const ZContsVerParams = z.object({ contsId: ZId, verNo: ZId });

/** One value or several (`?clsfCd=A&clsfCd=B`): always an array. */
const zManyOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v.filter((x) => x !== '') : [v]), z.array(item).max(max));

// ---- classifications ----

export const ZContsClsf = z.object({ clsfCd: z.string(), clsfNm: z.string() });
export type TContsClsf = z.infer<typeof ZContsClsf>;

/** GET /icec/api/conts/clsfTree and GET /api/contents/clsfTree: the groups (AREA, THEME, JOB, HALL) and their leaves, active codes in order. */
export const ZContsClsfTree = z.object({
  groups: z.array(ZContsClsf.extend({ children: z.array(ZContsClsf) })),
});
export type TContsClsfTree = z.infer<typeof ZContsClsfTree>;

// ---- administration ----

export const ZContsMngListQuery = ZPageQuery.extend({
  q: zSearchWrd(L.q).describe('part of the title'),
  sttsCd: emptyAsUndefined(ZContsSttsCd),
  contsKndCd: emptyAsUndefined(ZContsKndCd),
  clsfCd: emptyAsUndefined(ZContsClsfCd),
});
export type TContsMngListQuery = z.infer<typeof ZContsMngListQuery>;

/** POST /api/contents and PUT /api/contents/:contsId. A new content is a DRAFT; its state changes by the stts call. */
export const ZContsSave = z
  .object({
    contsTtl: zRequiredText(L.contsTtl).refine((v) => [...v].length >= L.contsTtlMin, VALIDATION_MESSAGES.min(L.contsTtlMin)),
    contsKndCd: ZContsKndCd,
    contsSmry: zRequiredText(L.contsSmry).describe('plain text, shown in lists and read beside the video'),
    contsCn: z
      .string({ error: M.contsCn })
      .max(L.contsCn, VALIDATION_MESSAGES.max(L.contsCn))
      .refine((v) => v.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(v), M.contsCn)
      .describe('editor HTML, sanitised by the server'),
    vdoUrl: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string({ error: M.vdoUrl })
        .trim()
        .max(500, M.vdoUrl)
        .refine(isContsVideoUrl, M.vdoUrl)
        .nullish()
        .transform((v) => v ?? null),
    ),
    vdoTrnscr: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string({ error: VALIDATION_MESSAGES.invalid() })
        .trim()
        .max(L.vdoTrnscr, VALIDATION_MESSAGES.max(L.vdoTrnscr))
        .nullish()
        .transform((v) => v ?? null),
    ),
    atchFileModuleId: z.preprocess(
      (v) => (v === '' ? null : v),
      ZFileModuleId.nullish()
        .transform((v) => v ?? null)
        .describe('the upload group of the attachments (seqType contents)'),
    ),
    thmbFileId: zImageFileId().describe('the card image (seqType contentsImage)'),
    thmbAlt: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string({ error: VALIDATION_MESSAGES.invalid() })
        .trim()
        .max(L.thmbAlt, VALIDATION_MESSAGES.max(L.thmbAlt))
        .nullish()
        .transform((v) => v ?? null),
    ),
    schlLvls: z.array(ZContsSchlLvl, { error: M.schlLvls }).min(1, M.schlLvls).max(3, M.schlLvls),
    clsfCds: z
      .array(ZContsClsfCd, { error: M.clsfRequired })
      .min(1, M.clsfRequired)
      .max(L.clsfCds, M.clsfMax)
      .superRefine((codes, ctx) => {
        // one message under the field clsfCds itself (spec §5), however many repeats
        if (new Set(codes).size !== codes.length) ctx.addIssue({ code: 'custom', message: M.clsfDup });
      })
      .describe('leaf codes of CONTS_CLSF, in the order shown; each at most once'),
  })
  .superRefine((value, ctx) => {
    if (value.vdoUrl && !value.vdoTrnscr) ctx.addIssue({ code: 'custom', path: ['vdoTrnscr'], message: M.vdoTrnscr });
  })
  .superRefine(checkImageFileAlt('thmbFileId', 'thmbAlt'));
export type TContsSave = z.input<typeof ZContsSave>;
export type TContsSaveParsed = z.infer<typeof ZContsSave>;

/** PUT /api/contents/:contsId/stts: pblcDt (ISO with offset) required for PBLC, ignored otherwise. */
export const ZContsSttsBody = z
  .object({
    sttsCd: ZContsSttsCd,
    pblcDt: z.preprocess(
      (v) => (v === '' ? null : v),
      z.iso
        .datetime({ offset: true, error: M.pblcDt })
        .nullish()
        .transform((v) => v ?? null)
        .describe('published from: ISO time with offset (2026-12-01T09:00:00+09:00)'),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.sttsCd === 'PBLC' && !value.pblcDt) ctx.addIssue({ code: 'custom', path: ['pblcDt'], message: M.pblcDtRequired });
  });
export type TContsSttsBody = z.input<typeof ZContsSttsBody>;
export type TContsSttsBodyParsed = z.infer<typeof ZContsSttsBody>;

/** A row of the administrator's list. */
export const ZContsMngItem = z.object({
  contsId: z.number().int(),
  contsTtl: z.string(),
  contsKndCd: ZContsKndCd,
  sttsCd: ZContsSttsCd,
  pblcDt: z.string().nullable().describe('ISO time'),
  schlLvls: z.array(ZContsSchlLvl),
  clsfs: z.array(ZContsClsf),
  verNo: z.number().int(),
  inqCnt: z.number().int(),
  ...ZAuditFields,
});
export type TContsMngItem = z.infer<typeof ZContsMngItem>;
export const ZContsMngListResponse = zPageOf(ZContsMngItem);
export type TContsMngListResponse = z.infer<typeof ZContsMngListResponse>;

/** An attachment as the content lists it (the files module's `contents` group). */
export const ZContsFile = z.object({
  fileModuleId: z.string(),
  fileNo: z.number().int(),
  fileNm: z.string(),
  fileSz: z.number().int(),
  /** GET /api/common/downloadFile/contents/{fileModuleId}/{fileNo} */
  downloadPath: z.string(),
});
export type TContsFile = z.infer<typeof ZContsFile>;

/** GET /api/contents/:contsId: every field of the form, the files and the image. */
export const ZContsMngDetail = ZContsMngItem.extend({
  contsSmry: z.string(),
  contsCn: z.string(),
  vdoUrl: z.string().nullable(),
  vdoTrnscr: z.string().nullable(),
  atchFileModuleId: z.string().nullable(),
  files: z.array(ZContsFile),
  atchFiles: z.array(ZAtchFile).describe('the same files as the admin attachment table and removeFile/typeContents take them (fileId, orgFileNm, regDt, ...)'),
  thmbFileId: z.number().int().nullable(),
  thmbPath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the card image'),
  thmbAlt: z.string().nullable(),
});
export type TContsMngDetail = z.infer<typeof ZContsMngDetail>;

/** The answer of create, update, stts and restore: the content and its version now. */
export const ZContsSaveResponse = z.object({ result: z.literal('SUCCESS'), contsId: z.number().int(), verNo: z.number().int() });
export type TContsSaveResponse = z.infer<typeof ZContsSaveResponse>;

// ---- versions ----

/** A version's content as saved (conts_ver.snpsht). Attachments are listed by name only: a restore does not bring them back. */
export const ZContsSnapshot = z.object({
  contsTtl: z.string(),
  contsKndCd: ZContsKndCd,
  contsSmry: z.string(),
  contsCn: z.string(),
  vdoUrl: z.string().nullable(),
  vdoTrnscr: z.string().nullable(),
  atchFileModuleId: z.string().nullable(),
  atchFileNms: z.array(z.string()).describe('the attachments then, by name (not restored)'),
  thmbFileId: z.number().int().nullable(),
  thmbAlt: z.string().nullable(),
  schlLvls: z.array(z.string()),
  clsfCds: z.array(z.string()),
  sttsCd: ZContsSttsCd,
  pblcDt: z.string().nullable(),
});
export type TContsSnapshot = z.infer<typeof ZContsSnapshot>;

/** A row of GET /api/contents/:contsId/versions, newest first. */
export const ZContsVerItem = z.object({
  verNo: z.number().int(),
  chgFlds: z.array(z.string()).describe('names of CONTS_FIELDS'),
  rstrVerNo: z.number().int().nullable().describe('the version this one restored'),
  registeredBy: z.string().describe('the administrator id'),
  registeredAt: z.string().describe('ISO time'),
});
export type TContsVerItem = z.infer<typeof ZContsVerItem>;
export const ZContsVerListResponse = z.object({ curVerNo: z.number().int(), list: z.array(ZContsVerItem) });
export type TContsVerListResponse = z.infer<typeof ZContsVerListResponse>;

/** GET /api/contents/:contsId/versions/:verNo: the version and its snapshot, with the classifications' names. */
export const ZContsVerDetail = ZContsVerItem.extend({
  snpsht: ZContsSnapshot,
  clsfs: z.array(ZContsClsf),
  atchNotRestored: z.string().describe('the notice that attachments are not restored'),
});
export type TContsVerDetail = z.infer<typeof ZContsVerDetail>;

// ---- users ----

/** GET /icec/api/conts: visible contents, newest publication first. */
export const ZContsListQuery = z.object({
  currentPage: ZPageQuery.shape.currentPage,
  maxResults: z.coerce
    .number({ error: M.pageSize })
    .int(M.pageSize)
    .refine((n) => (CONTS_PAGE_SIZES as readonly number[]).includes(n), M.pageSize)
    .default(10)
    .describe('10 (list) or 12 (card grid)'),
  q: zSearchWrd(L.q)
    .refine((v) => v === undefined || [...v].length >= L.qMin, M.q)
    .describe('2 characters or more: every bigram of the words must occur'),
  contsKndCd: emptyAsUndefined(ZContsKndCd),
  clsfCd: zManyOf(ZContsClsfCd, 20).describe('several: one of the chosen of each tree group (AREA, THEME, JOB, HALL), every group chosen'),
  schlLvl: emptyAsUndefined(ZContsSchlLvl),
});
export type TContsListQuery = z.input<typeof ZContsListQuery>;
export type TContsListQueryParsed = z.infer<typeof ZContsListQuery>;

export const ZContsItem = z.object({
  contsId: z.number().int(),
  contsTtl: z.string(),
  contsKndCd: ZContsKndCd,
  contsSmry: z.string(),
  thmbPath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the card image'),
  thmbAlt: z.string().nullable(),
  schlLvls: z.array(ZContsSchlLvl),
  clsfs: z.array(ZContsClsf),
  pblcDt: z.string().describe('ISO time'),
  inqCnt: z.number().int(),
  hasVdo: z.boolean(),
  /** visible reviews (hideYn N, delYn N): average rounded to one decimal, 0 without reviews */
  rtngAvg: z.number(),
  rtngCnt: z.number().int(),
});
export type TContsItem = z.infer<typeof ZContsItem>;
/**
 * countCappedYn Y: the matches were counted only up to a cap (decision 013, as the board's lists):
 * countItem is then a lower bound ('N건 이상') and more pages may follow the last one counted.
 */
export const ZContsListResponse = zPageOf(ZContsItem).extend({ countCappedYn: ZYn });
export type TContsListResponse = z.infer<typeof ZContsListResponse>;

/** GET /icec/api/conts/:contsId (raises inqCnt). */
export const ZContsDetail = ZContsItem.extend({
  contsCn: z.string(),
  vdoUrl: z.string().nullable(),
  vdoEmbedUrl: z.string().nullable().describe('privacy-enhanced embed address (youtube-nocookie, vimeo dnt)'),
  vdoTrnscr: z.string().nullable(),
  files: z.array(ZContsFile),
  /** up to 4 visible contents sharing the most classifications, then the newest */
  related: z.array(ZContsItem),
});
export type TContsDetail = z.infer<typeof ZContsDetail>;
