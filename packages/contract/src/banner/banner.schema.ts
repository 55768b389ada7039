import { z } from 'zod';
import { emptyAsUndefined, zPageOf } from '../common/adm-query.js';
import { zCodeValue, ZId, zRequiredText, zSortSeq, ZUseYn } from '../common/fields.js';
import { zImageFileId } from '../file/file.schema.js';
import { checkPostingPeriod, postingItemShape, postingListShape, ZLinkTrgtTypeCd, ZLinkUrl, ZSeoulDateTime } from '../popup/popup.schema.js';

/** admin banner: period, order, image with its alternative text, link (http or https only). */
export const BANNER_LIMITS = { bannerNm: 100, altText: 200, sortSeq: 9999 } as const;

/** The code group of where a banner shows (MAIN: /main, SUB: lower pages). */
export const BANNER_SE_GROUP = 'BANNER_SE';

export const BANNER_MESSAGES = {
  bannerSeCd: '배너 구분을 선택해 주세요.',
} as const;

const ZBannerSeCd = zCodeValue(BANNER_MESSAGES.bannerSeCd)
  .regex(/^[A-Z0-9_]+$/, BANNER_MESSAGES.bannerSeCd)
  .describe('a child code of BANNER_SE (MAIN, SUB)');

/** The fields of a banner, each with its own rule (the admin form runs them one by one). */
export const ZBannerSaveFields = z.object({
  bannerNm: zRequiredText(BANNER_LIMITS.bannerNm),
  bannerSeCd: ZBannerSeCd,
  bgngDt: ZSeoulDateTime,
  endDt: ZSeoulDateTime,
  sortSeq: zSortSeq(BANNER_LIMITS.sortSeq),
  imageFileId: zImageFileId(true),
  altText: zRequiredText(BANNER_LIMITS.altText).describe('what the image says or where the link goes (KWCAG alternative text)'),
  linkUrl: ZLinkUrl,
  trgtTypeCd: ZLinkTrgtTypeCd,
  useYn: ZUseYn,
});

/** POST /api/banner and PUT /api/banner/:bannerId: the fields and the period order. */
export const ZBannerSave = ZBannerSaveFields.superRefine(checkPostingPeriod);
export type TBannerSave = z.input<typeof ZBannerSave>;
export type TBannerWrite = z.output<typeof ZBannerSave>;

export const ZBannerListQuery = z.object({
  ...postingListShape,
  bannerSeCd: emptyAsUndefined(z.string().trim().max(20)),
});
export type TBannerListQuery = z.infer<typeof ZBannerListQuery>;

export const ZBannerParams = z.object({ bannerId: ZId });

/** What the public banner strip shows. */
export const ZBannerView = z.object({
  bannerId: z.number().int(),
  bannerNm: z.string(),
  imagePath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the image'),
  altText: z.string(),
  linkUrl: z.string().nullable(),
  trgtTypeCd: z.string().nullable(),
});
export type TBannerView = z.infer<typeof ZBannerView>;

export const ZBannerItem = ZBannerView.extend({
  imageFileId: z.number().int().nullable(),
  bannerSeCd: z.string(),
  ...postingItemShape,
});
export type TBannerItem = z.infer<typeof ZBannerItem>;

export const ZBannerListResponse = zPageOf(ZBannerItem);
export type TBannerListResponse = z.infer<typeof ZBannerListResponse>;

/** GET /icec/api/banner/list?bannerSeCd=MAIN: the banners showing now, in order. */
export const ZBannerPublicQuery = z.object({ bannerSeCd: ZBannerSeCd.default('MAIN') });
export const ZBannerPublicListResponse = z.object({ list: z.array(ZBannerView) });
export type TBannerPublicListResponse = z.infer<typeof ZBannerPublicListResponse>;
