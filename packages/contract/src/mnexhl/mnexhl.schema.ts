import { z } from 'zod';
import { emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { FILE_EXTENSIONS_DEFAULT, FILE_MAX_SIZE_MB_DEFAULT } from '../common/constants.js';
import { INT4_MAX, URL_MAX, ZAuditFields, ZId, zOptionalHttpUrl, zOptionalText, zRequiredText, zSortSeq, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { checkImageFileAlt, ZAtchFile, ZFileModuleId, zImageFileId } from '../file/file.schema.js';

/** The exhibition halls (spec §2 mnexhlMng, /eduIntdcn/*mnexhlIntdcn*, /infoGd/crrFusionActvMnexhl). */
export const MNEXHL_MESSAGES = {
  dutyCrsCount: (n: number) => `관련 직무는 ${n}개까지 입력할 수 있습니다.`,
  dutyCrLength: (n: number) => `관련 직무는 각각 ${n}자 이하로 입력해 주세요.`,
  dutyCrDuplicate: '같은 관련 직무가 두 번 입력되었습니다.',
  bmnexhlRequired: '대주제관을 선택해 주세요.',
  bmnexhlInUse: '융합활동 프로그램이 활동 장소로 쓰는 대주제관은 삭제할 수 없습니다. 프로그램에서 먼저 빼 주세요.',
} as const;

export const MNEXHL_LIMITS = {
  nm: 50,
  expln: 2000,
  flrNm: 30,
  plcNm: 50,
  imageAlt: 150,
  linkUrl: URL_MAX,
  actvCn: 2000,
  dutyCrs: 10,
  dutyCr: 30,
  sortSeq: 9999,
} as const;

/** A hall's image (uploaded, seqType bmnexhlImage / smnexhlImage) and its alt text. */
const hallImage = { imageFileId: zImageFileId(), imageAlt: zOptionalText(MNEXHL_LIMITS.imageAlt) };
const checkHallImageAlt = checkImageFileAlt('imageFileId', 'imageAlt');

const ZHallSortSeq = zSortSeq(MNEXHL_LIMITS.sortSeq);

/**
 * A hall's attachments (spec §5, §9): the default size and extensions; the spec's default count of
 * one is for a single-file field, and a hall carries a leaflet, a floor map and a few photos.
 */
export const MNEXHL_FILE_LIMITS = { maxCount: 5, maxSizeMb: FILE_MAX_SIZE_MB_DEFAULT, extensions: FILE_EXTENSIONS_DEFAULT } as const;

/** The upload group of a save (the first upload's fileModuleId); an update keeps the hall's own group. */
const zHallAtchFileId = () => emptyAsUndefined(ZFileModuleId).describe('upload group of the attachments (spec §3), from the first upload');

/** Related duties or occupations, shown as tags: at most 10, each at most 30 characters, no repeats. */
export const ZDutyCrs = z
  .array(z.string({ error: VALIDATION_MESSAGES.invalid() }), { error: VALIDATION_MESSAGES.invalid() })
  .max(MNEXHL_LIMITS.dutyCrs, MNEXHL_MESSAGES.dutyCrsCount(MNEXHL_LIMITS.dutyCrs))
  .default([])
  .transform((tags) => tags.map((tag) => tag.trim()).filter(Boolean))
  .superRefine((tags, ctx) => {
    if (tags.some((tag) => [...tag].length > MNEXHL_LIMITS.dutyCr))
      ctx.addIssue({ code: 'custom', message: MNEXHL_MESSAGES.dutyCrLength(MNEXHL_LIMITS.dutyCr) });
    else if (new Set(tags).size !== tags.length) ctx.addIssue({ code: 'custom', message: MNEXHL_MESSAGES.dutyCrDuplicate });
  });

// ── big halls (bmnexhl) ─────────────────────────────────────────────────────────────────────

/** POST /api/mnexhlMng/bmnexhl and PUT /api/mnexhlMng/bmnexhl/:bmnexhlId. */
export const ZBmnexhlSave = z
  .object({
    bmnexhlNm: zRequiredText(MNEXHL_LIMITS.nm),
    bmnexhlExpln: zOptionalText(MNEXHL_LIMITS.expln).describe('plain text; line breaks kept'),
    flrNm: zOptionalText(MNEXHL_LIMITS.flrNm).describe('the floor, as named on /eduIntdcn/flrInfo (e.g. 2층)'),
    plcNm: zOptionalText(MNEXHL_LIMITS.plcNm),
    ...hallImage,
    linkUrl: zOptionalHttpUrl(),
    sortSeq: ZHallSortSeq,
    useYn: ZUseYn,
    bmnexhlAtchFileId: zHallAtchFileId(),
  })
  .superRefine(checkHallImageAlt);
export type TBmnexhlSave = z.input<typeof ZBmnexhlSave>;
export type TBmnexhlSaveParsed = z.output<typeof ZBmnexhlSave>;

export const ZBmnexhlListQuery = z.object({
  ...ZPageQuery.shape,
  searchWrd: zSearchWrd().describe('part of the name, description, floor or place'),
  useYn: emptyAsUndefined(ZYn),
});
export type TBmnexhlListQuery = z.infer<typeof ZBmnexhlListQuery>;

export const ZBmnexhlParams = z.object({ bmnexhlId: ZId });

export const ZBmnexhlItem = z.object({
  bmnexhlId: z.number().int(),
  bmnexhlNm: z.string(),
  bmnexhlExpln: z.string().nullable(),
  flrNm: z.string().nullable(),
  plcNm: z.string().nullable(),
  imageFileId: z.number().int().nullable(),
  imagePath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the image'),
  imageAlt: z.string().nullable(),
  linkUrl: z.string().nullable(),
  bmnexhlAtchFileId: z.string().nullable().describe('upload group of the attachments'),
  sortSeq: z.number().int(),
  useYn: ZYn,
  smnexhlCnt: z.number().int().describe('small halls inside, switched off ones included'),
  ...ZAuditFields,
});
export type TBmnexhlItem = z.infer<typeof ZBmnexhlItem>;

/** GET /api/mnexhlMng/bmnexhl/:bmnexhlId and the save answers: the item with its attachments. */
export const ZBmnexhlDetail = ZBmnexhlItem.extend({ files: z.array(ZAtchFile) });
export type TBmnexhlDetail = z.infer<typeof ZBmnexhlDetail>;

export const ZBmnexhlListResponse = zPageOf(ZBmnexhlItem);
export type TBmnexhlListResponse = z.infer<typeof ZBmnexhlListResponse>;

// ── small halls (smnexhl) ───────────────────────────────────────────────────────────────────

const smnexhlFields = {
  smnexhlNm: zRequiredText(MNEXHL_LIMITS.nm),
  smnexhlExpln: zOptionalText(MNEXHL_LIMITS.expln).describe('plain text; line breaks kept'),
  dutyCrs: ZDutyCrs,
  actvCn: zOptionalText(MNEXHL_LIMITS.actvCn).describe('the activities of the hall; plain text'),
  ...hallImage,
  linkUrl: zOptionalHttpUrl(),
  sortSeq: ZHallSortSeq,
  useYn: ZUseYn,
  smnexhlAtchFileId: zHallAtchFileId(),
};

/** PUT /api/mnexhlMng/smnexhl/:smnexhlId: a small hall stays in its big hall and keeps its number. */
export const ZSmnexhlSave = z.object(smnexhlFields).superRefine(checkHallImageAlt);
export type TSmnexhlSave = z.input<typeof ZSmnexhlSave>;

/** POST /api/mnexhlMng/smnexhl: the server gives it the next number within its big hall. */
export const ZSmnexhlCreate = z
  .object({ bmnexhlId: z.number({ error: MNEXHL_MESSAGES.bmnexhlRequired }).int().min(1).max(INT4_MAX), ...smnexhlFields })
  .superRefine(checkHallImageAlt);
export type TSmnexhlCreate = z.input<typeof ZSmnexhlCreate>;
export type TSmnexhlSaveParsed = z.output<typeof ZSmnexhlSave>;

export const ZSmnexhlListQuery = z.object({
  ...ZPageQuery.shape,
  bmnexhlId: ZId.describe('the big hall whose small halls are listed'),
  searchWrd: zSearchWrd().describe('part of the name, description or a duty'),
  useYn: emptyAsUndefined(ZYn),
});
export type TSmnexhlListQuery = z.infer<typeof ZSmnexhlListQuery>;

export const ZSmnexhlParams = z.object({ smnexhlId: ZId });

export const ZSmnexhlItem = z.object({
  smnexhlId: z.number().int(),
  bmnexhlId: z.number().int(),
  bmnexhlNm: z.string(),
  smnexhlNo: z.number().int().describe('number within the big hall (public URL)'),
  smnexhlNm: z.string(),
  smnexhlExpln: z.string().nullable(),
  dutyCrs: z.array(z.string()),
  actvCn: z.string().nullable(),
  imageFileId: z.number().int().nullable(),
  imagePath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the image'),
  imageAlt: z.string().nullable(),
  linkUrl: z.string().nullable(),
  smnexhlAtchFileId: z.string().nullable().describe('upload group of the attachments'),
  sortSeq: z.number().int(),
  useYn: ZYn,
  ...ZAuditFields,
});
export type TSmnexhlItem = z.infer<typeof ZSmnexhlItem>;

export const ZSmnexhlDetail = ZSmnexhlItem.extend({ files: z.array(ZAtchFile) });
export type TSmnexhlDetail = z.infer<typeof ZSmnexhlDetail>;

export const ZSmnexhlListResponse = zPageOf(ZSmnexhlItem);
export type TSmnexhlListResponse = z.infer<typeof ZSmnexhlListResponse>;

// ── public (user realm) ─────────────────────────────────────────────────────────────────────

export const ZMnexhlSmnexhlCard = z.object({
  smnexhlNo: z.number().int(),
  smnexhlNm: z.string(),
  smnexhlExpln: z.string().nullable(),
  dutyCrs: z.array(z.string()),
  imagePath: z.string().nullable(),
  imageAlt: z.string().nullable(),
});
export type TMnexhlSmnexhlCard = z.infer<typeof ZMnexhlSmnexhlCard>;

/** A switched-on big hall with its switched-on small halls, in order. */
export const ZMnexhlBmnexhl = z.object({
  bmnexhlId: z.number().int(),
  bmnexhlNm: z.string(),
  bmnexhlExpln: z.string().nullable(),
  flrNm: z.string().nullable(),
  plcNm: z.string().nullable(),
  imagePath: z.string().nullable(),
  imageAlt: z.string().nullable(),
  linkUrl: z.string().nullable(),
  smnexhlList: z.array(ZMnexhlSmnexhlCard),
});
export type TMnexhlBmnexhl = z.infer<typeof ZMnexhlBmnexhl>;

/** GET /icec/api/mnexhl/bmnexhl/:bmnexhlId: the hall's page also lists its attachments. */
export const ZMnexhlBmnexhlDetail = ZMnexhlBmnexhl.extend({ files: z.array(ZAtchFile) });
export type TMnexhlBmnexhlDetail = z.infer<typeof ZMnexhlBmnexhlDetail>;

/** GET /icec/api/mnexhl/bmnexhl/list */
export const ZMnexhlBmnexhlList = z.object({ list: z.array(ZMnexhlBmnexhl) });
export type TMnexhlBmnexhlList = z.infer<typeof ZMnexhlBmnexhlList>;

export const ZMnexhlSmnexhlParams = z.object({ bmnexhlId: ZId, smnexhlNo: ZId });

/** GET /icec/api/mnexhl/smnexhl/:bmnexhlId/:smnexhlNo: the hall and its neighbours for the page's navigation. */
export const ZMnexhlSmnexhl = ZMnexhlSmnexhlCard.extend({
  bmnexhlId: z.number().int(),
  bmnexhlNm: z.string(),
  actvCn: z.string().nullable(),
  linkUrl: z.string().nullable(),
  siblings: z.array(z.object({ smnexhlNo: z.number().int(), smnexhlNm: z.string() })).describe('the switched-on small halls of the same big hall'),
  files: z.array(ZAtchFile),
});
export type TMnexhlSmnexhl = z.infer<typeof ZMnexhlSmnexhl>;

/** The public page of a small hall; the big hall's name is only for the location (spec §2). */
export const smnexhlIntdcnPath = (bmnexhlId: number, bmnexhlNm: string, smnexhlNo: number) =>
  `/eduIntdcn/smnexhlIntdcnView/${bmnexhlId}/${encodeURIComponent(bmnexhlNm)}/${smnexhlNo}`;
