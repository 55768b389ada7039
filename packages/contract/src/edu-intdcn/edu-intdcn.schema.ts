import { z } from 'zod';
import { zOptionalText, zRequiredText } from '../common/fields.js';
import { checkImageFileAlt, zImageFileId } from '../file/file.schema.js';

/**
 * The centre introduction pages whose texts and images the administrator edits (spec §2
 * /eduIntdcn/grts, crrMap, flrInfo; admin eduIntdcnMng). Each page has the common fields and
 * its own structured fields (`extra`), validated by the page's schema.
 */
export const INTDCN_PAGE = { GRTS: '인사말', CRR_MAP: '찾아오시는 길', FLR_INFO: '층별 안내' } as const;
export const INTDCN_PAGE_CODES = ['GRTS', 'CRR_MAP', 'FLR_INFO'] as const;
export type TIntdcnPageCd = (typeof INTDCN_PAGE_CODES)[number];
export const ZIntdcnPageCd = z.enum(INTDCN_PAGE_CODES);

export const INTDCN_LIMITS = {
  title: 100,
  cn: 5000,
  imageAlt: 150,
  sgntr: 100,
  addr: 200,
  telNo: 30,
  transport: 1000,
  floors: 20,
  flrNm: 30,
  flrExpln: 500,
} as const;
export const INTDCN_MESSAGES = {
  floorsCount: (n: number) => `층은 ${n}개까지 입력할 수 있습니다.`,
  pageMismatch: '저장하려는 페이지가 주소와 다릅니다.',
} as const;

/** GRTS: the signature under the greeting (e.g. '○○교육청 진로교육원장 ○○○'). */
export const ZGrtsExtra = z.object({ sgntr: zOptionalText(INTDCN_LIMITS.sgntr) });
/** CRR_MAP: address, phone and the ways to get there; the page's image is the map. */
export const ZCrrMapExtra = z.object({
  addr: zRequiredText(INTDCN_LIMITS.addr),
  telNo: zOptionalText(INTDCN_LIMITS.telNo),
  bus: zOptionalText(INTDCN_LIMITS.transport).describe('bus lines and stops; plain text'),
  subway: zOptionalText(INTDCN_LIMITS.transport),
  car: zOptionalText(INTDCN_LIMITS.transport).describe('by car and parking'),
});
/** FLR_INFO: the floors in order; the halls whose flrNm equals a floor's are listed under it. */
export const ZFlrInfoExtra = z.object({
  floors: z
    .array(z.object({ flrNm: zRequiredText(INTDCN_LIMITS.flrNm), expln: zOptionalText(INTDCN_LIMITS.flrExpln) }))
    .max(INTDCN_LIMITS.floors, INTDCN_MESSAGES.floorsCount(INTDCN_LIMITS.floors))
    .default([]),
});
export type TGrtsExtra = z.infer<typeof ZGrtsExtra>;
export type TCrrMapExtra = z.infer<typeof ZCrrMapExtra>;
export type TFlrInfoExtra = z.infer<typeof ZFlrInfoExtra>;

const common = {
  title: zRequiredText(INTDCN_LIMITS.title),
  cn: zOptionalText(INTDCN_LIMITS.cn).describe('plain text; a blank line starts a paragraph'),
  imageFileId: zImageFileId().describe('the page image (seqType intdcnPage): an upload, or the current one to keep it'),
  imageAlt: zOptionalText(INTDCN_LIMITS.imageAlt),
};

/** PUT /api/eduIntdcnMng/:pageCd (the body names its page too, so its own fields are checked). */
export const ZIntdcnPageSave = z
  .discriminatedUnion('pageCd', [
    z.object({ pageCd: z.literal('GRTS'), ...common, extra: ZGrtsExtra }),
    z.object({ pageCd: z.literal('CRR_MAP'), ...common, extra: ZCrrMapExtra }),
    z.object({ pageCd: z.literal('FLR_INFO'), ...common, extra: ZFlrInfoExtra }),
  ])
  .superRefine(checkImageFileAlt('imageFileId', 'imageAlt'));
export type TIntdcnPageSave = z.input<typeof ZIntdcnPageSave>;
export type TIntdcnPageSaveParsed = z.output<typeof ZIntdcnPageSave>;

export const ZIntdcnPageParams = z.object({ pageCd: ZIntdcnPageCd });

/** The page's own fields as answered: what was saved, read without the input rules. */
const maybe = z.string().optional();
export const INTDCN_EXTRA_SHOWN = {
  GRTS: z.object({ sgntr: maybe }),
  CRR_MAP: z.object({ addr: maybe, telNo: maybe, bus: maybe, subway: maybe, car: maybe }),
  FLR_INFO: z.object({ floors: z.array(z.object({ flrNm: z.string(), expln: maybe })).default([]) }),
} as const;

const shown = {
  title: z.string(),
  cn: z.string(),
  imagePath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the page image'),
  imageAlt: z.string().nullable(),
  updatedAt: z.string().describe('ISO time'),
};

/** GET /icec/api/eduIntdcn/:pageCd */
export const ZIntdcnPage = z.discriminatedUnion('pageCd', [
  z.object({ pageCd: z.literal('GRTS'), ...shown, extra: INTDCN_EXTRA_SHOWN.GRTS }),
  z.object({ pageCd: z.literal('CRR_MAP'), ...shown, extra: INTDCN_EXTRA_SHOWN.CRR_MAP }),
  z.object({ pageCd: z.literal('FLR_INFO'), ...shown, extra: INTDCN_EXTRA_SHOWN.FLR_INFO }),
]);
export type TIntdcnPage = z.infer<typeof ZIntdcnPage>;
export type TIntdcnPageOf<C extends TIntdcnPageCd> = Extract<TIntdcnPage, { pageCd: C }>;

/** GET and PUT /api/eduIntdcnMng/:pageCd: the page, its image's file id and who changed it last. */
export const ZIntdcnPageAdm = z.intersection(ZIntdcnPage, z.object({ imageFileId: z.number().int().nullable(), updatedBy: z.string().nullable() }));
export type TIntdcnPageAdm = z.infer<typeof ZIntdcnPageAdm>;
