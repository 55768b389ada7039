import { z } from 'zod';
import { emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { URL_MAX, ZAuditFields, zCodeValue, ZId, zOptionalText, zRequiredText, zSortSeq, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { isHttpUrl } from '../common/url.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { checkImageFileAlt, zImageFileId } from '../file/file.schema.js';

/** The code group of the career sites' categories (codes module). */
export const CRR_SITE_CTGRY_GROUP = 'CRR_SITE_CTGRY';

export const CRR_SITE_MESSAGES = {
  ctgryRequired: '분류를 선택해 주세요.',
  ctgryInvalid: '사용할 수 없는 분류입니다.',
} as const;

export const CRR_SITE_LIMITS = { logoAlt: 200 } as const;

/** POST /api/crrSiteMng and PUT /api/crrSiteMng/:crrSiteId. */
export const ZCrrSiteSave = z
  .object({
    siteNm: zRequiredText(100),
    siteUrl: zRequiredText(URL_MAX, isHttpUrl, VALIDATION_MESSAGES.url()),
    ctgryCd: zCodeValue(CRR_SITE_MESSAGES.ctgryRequired, CRR_SITE_MESSAGES.ctgryInvalid),
    siteExpln: zOptionalText(1000),
    logoFileId: zImageFileId(),
    logoAlt: zOptionalText(CRR_SITE_LIMITS.logoAlt),
    sortSeq: zSortSeq(99_999),
    useYn: ZUseYn,
  })
  .superRefine(checkImageFileAlt('logoFileId', 'logoAlt'));
export type TCrrSiteSave = z.infer<typeof ZCrrSiteSave>;

export const ZCrrSiteListQuery = z.object({
  ...ZPageQuery.shape,
  ctgryCd: emptyAsUndefined(z.string().trim().max(20)),
  searchWrd: zSearchWrd(100).describe('part of the name, address or description'),
  useYn: emptyAsUndefined(ZYn),
});
export type TCrrSiteListQuery = z.infer<typeof ZCrrSiteListQuery>;

export const ZCrrSiteParams = z.object({ crrSiteId: ZId });

/** The last link-check result of the site's address (deadLink), shown in the admin list. */
export const ZCrrSiteLinkCheck = z.object({
  rsltCd: z.string(),
  httpStatus: z.number().int().nullable(),
  checkedAt: z.string().describe('ISO time'),
});

export const ZCrrSiteItem = z.object({
  crrSiteId: z.number().int(),
  siteNm: z.string(),
  siteUrl: z.string(),
  ctgryCd: z.string().nullable(),
  ctgryNm: z.string().nullable(),
  siteExpln: z.string().nullable(),
  logoFileId: z.number().int().nullable(),
  logoPath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the logo'),
  logoAlt: z.string().nullable(),
  sortSeq: z.number().int(),
  useYn: ZYn,
  lastCheck: ZCrrSiteLinkCheck.nullable(),
  ...ZAuditFields,
});
export type TCrrSiteItem = z.infer<typeof ZCrrSiteItem>;

export const ZCrrSiteListResponse = zPageOf(ZCrrSiteItem);
export type TCrrSiteListResponse = z.infer<typeof ZCrrSiteListResponse>;

/** GET /icec/api/crrSite/list: the sites in use, in order, one category or all. */
export const ZCrrSitePublicQuery = z.object({
  currentPage: ZPageQuery.shape.currentPage,
  ctgryCd: emptyAsUndefined(z.string().trim().max(20)),
});
export type TCrrSitePublicQuery = z.infer<typeof ZCrrSitePublicQuery>;

export const ZCrrSitePublicItem = ZCrrSiteItem.pick({
  crrSiteId: true,
  siteNm: true,
  siteUrl: true,
  ctgryCd: true,
  ctgryNm: true,
  siteExpln: true,
  logoPath: true,
  logoAlt: true,
});
export type TCrrSitePublicItem = z.infer<typeof ZCrrSitePublicItem>;

export const ZCrrSitePublicListResponse = zPageOf(ZCrrSitePublicItem);
export type TCrrSitePublicListResponse = z.infer<typeof ZCrrSitePublicListResponse>;
