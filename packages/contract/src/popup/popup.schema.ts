import { z } from 'zod';
import { emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { URL_MAX, ZAuditFields, ZId, zIntIn, zNullableText, zRequiredText, zSortSeq, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ADMIN_IMAGE_MESSAGES, zImageFileId } from '../file/file.schema.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { isPopupTargetPage, isPostingLink, normalizePagePath, parseSeoulDateTime } from '../common/posting.rules.js';

/**
 * admin popup and banner share these: a posting period in Asia/Seoul, same-origin page paths
 * (SECURITY 5), http(s) links, bounded integers.
 */
export const POSTING_MESSAGES = {
  dateTime: '날짜와 시간을 형식에 맞게 입력해 주세요. (예: 2026-03-01 09:00)',
  periodOrder: '종료 일시는 시작 일시 이후여야 합니다.',
  linkUrl: '누리집 안의 주소(/로 시작)나 http:// 또는 https:// 로 시작하는 주소만 입력할 수 있습니다.',
  trgtPages: '대상 페이지는 이 누리집의 사용자 화면 경로여야 합니다. (예: /main)',
  trgtPagesRequired: '대상 페이지를 하나 이상 선택해 주세요.',
} as const;

/** The posting status (POSTING_STTS) as answered. */
export const ZPostingSttsCd = z.enum(['ONGOING', 'UPCOMING', 'ENDED']);

/** A period bound: parsed by parseSeoulDateTime, answered as an ISO string. */
export const ZSeoulDateTime = z
  .string({ error: VALIDATION_MESSAGES.required() })
  .trim()
  .min(1, VALIDATION_MESSAGES.required())
  .max(40, POSTING_MESSAGES.dateTime)
  .transform((value, ctx) => {
    const date = parseSeoulDateTime(value);
    if (date) return date.toISOString();
    ctx.addIssue({ code: 'custom', message: POSTING_MESSAGES.dateTime });
    return z.NEVER;
  });

/** An admin-entered link: an http(s) address or a page of the user site (SECURITY 5); '' and null for none. */
export const ZLinkUrl = zNullableText(URL_MAX, isPostingLink, POSTING_MESSAGES.linkUrl);

/** spec §3 trgtTypeCd: B opens the link in a new window; '' and null for the same window. */
export const ZLinkTrgtTypeCd = z
  .enum(['B', ''])
  .nullish()
  .transform((v) => (v === 'B' ? ('B' as const) : null));

/** The period rule of a posting: the end comes after the start. */
export function checkPostingPeriod(value: { bgngDt: string; endDt: string }, ctx: z.RefinementCtx): void {
  if (new Date(value.endDt) <= new Date(value.bgngDt)) ctx.addIssue({ code: 'custom', path: ['endDt'], message: POSTING_MESSAGES.periodOrder });
}

/** The list filters both pages share. */
export const postingListShape = {
  ...ZPageQuery.shape,
  searchWrd: zSearchWrd().describe('part of the name'),
  useYn: emptyAsUndefined(ZYn),
  sttsCd: emptyAsUndefined(ZPostingSttsCd).describe('ONGOING, UPCOMING or ENDED on the server clock'),
};

/** The admin item fields both pages share. */
export const postingItemShape = {
  bgngDt: z.string().describe('ISO time'),
  endDt: z.string().describe('ISO time'),
  sortSeq: z.number().int(),
  useYn: ZYn,
  sttsCd: ZPostingSttsCd,
  ...ZAuditFields,
};

/* ---------------------------------------------------------------- popup */

/** Bounds of a popup's size and position, in CSS pixels (desktop; phones show it full-width in the flow). */
export const POPUP_LIMITS = {
  popupNm: 100,
  width: { min: 200, max: 1000 },
  height: { min: 150, max: 1000 },
  posTop: { min: 0, max: 1000 },
  posLeft: { min: 0, max: 1600 },
  cn: 2000,
  imageAlt: 200,
  trgtPages: 20,
  sortSeq: 9999,
} as const;

export const POPUP_CN_TYPE = { IMAGE: '이미지', TEXT: '텍스트' } as const;
export const ZPopupCnTypeCd = z.enum(['IMAGE', 'TEXT'], { error: VALIDATION_MESSAGES.required() });

const ZTrgtPages = z
  .array(z.string({ error: POSTING_MESSAGES.trgtPages }).trim(), { error: POSTING_MESSAGES.trgtPagesRequired })
  .max(POPUP_LIMITS.trgtPages, POSTING_MESSAGES.trgtPages)
  .superRefine((pages, ctx) => {
    if (pages.length === 0) ctx.addIssue({ code: 'custom', message: POSTING_MESSAGES.trgtPagesRequired });
    else if (!pages.every(isPopupTargetPage)) ctx.addIssue({ code: 'custom', message: POSTING_MESSAGES.trgtPages });
  })
  .transform((pages) => [...new Set(pages.map(normalizePagePath))]);

/** The fields of a popup, each with its own rule (the admin form runs them one by one). */
export const ZPopupSaveFields = z.object({
  popupNm: zRequiredText(POPUP_LIMITS.popupNm),
  bgngDt: ZSeoulDateTime,
  endDt: ZSeoulDateTime,
  trgtPages: ZTrgtPages,
  width: zIntIn(POPUP_LIMITS.width.min, POPUP_LIMITS.width.max),
  height: zIntIn(POPUP_LIMITS.height.min, POPUP_LIMITS.height.max),
  posTop: zIntIn(POPUP_LIMITS.posTop.min, POPUP_LIMITS.posTop.max),
  posLeft: zIntIn(POPUP_LIMITS.posLeft.min, POPUP_LIMITS.posLeft.max),
  cnTypeCd: ZPopupCnTypeCd,
  imageFileId: zImageFileId(),
  imageAlt: zNullableText(POPUP_LIMITS.imageAlt),
  cn: zNullableText(POPUP_LIMITS.cn).describe('plain text, shown with its line breaks'),
  linkUrl: ZLinkUrl,
  trgtTypeCd: ZLinkTrgtTypeCd,
  sortSeq: zSortSeq(POPUP_LIMITS.sortSeq),
  useYn: ZUseYn,
});

/** POST /api/popup and PUT /api/popup/:popupId: the fields, the period order and the content of its type. */
export const ZPopupSave = ZPopupSaveFields.superRefine((value, ctx) => {
  checkPostingPeriod(value, ctx);
  const missing = (path: 'imageFileId' | 'imageAlt' | 'cn', message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.cnTypeCd === 'IMAGE') {
    if (value.imageFileId === null) missing('imageFileId', ADMIN_IMAGE_MESSAGES.required);
    if (!value.imageAlt) missing('imageAlt', ADMIN_IMAGE_MESSAGES.altRequired);
  } else if (!value.cn) {
    missing('cn', VALIDATION_MESSAGES.required());
  }
})
  // the other type's content is not kept, so what is stored is what is shown
  .transform((value) => (value.cnTypeCd === 'IMAGE' ? { ...value, cn: null } : { ...value, imageFileId: null, imageAlt: null }));
export type TPopupSave = z.input<typeof ZPopupSave>;
export type TPopupWrite = z.output<typeof ZPopupSave>;

export const ZPopupListQuery = z.object(postingListShape);
export type TPopupListQuery = z.infer<typeof ZPopupListQuery>;

export const ZPopupParams = z.object({ popupId: ZId });

/** What the user popup layer shows. */
export const ZPopupView = z.object({
  popupId: z.number().int(),
  popupNm: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  posTop: z.number().int(),
  posLeft: z.number().int(),
  cnTypeCd: ZPopupCnTypeCd,
  imagePath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the image'),
  imageAlt: z.string().nullable(),
  cn: z.string().nullable(),
  linkUrl: z.string().nullable(),
  trgtTypeCd: z.string().nullable(),
});
export type TPopupView = z.infer<typeof ZPopupView>;

export const ZPopupItem = ZPopupView.extend({
  imageFileId: z.number().int().nullable(),
  trgtPages: z.array(z.string()),
  ...postingItemShape,
});
export type TPopupItem = z.infer<typeof ZPopupItem>;

export const ZPopupListResponse = zPageOf(ZPopupItem);
export type TPopupListResponse = z.infer<typeof ZPopupListResponse>;

/** GET /icec/api/popup/list?pageUrl=/main: the popups showing now on that page, in order. */
export const ZPopupPublicQuery = z.object({ pageUrl: z.string().trim().min(1).max(500) });
export const ZPopupPublicListResponse = z.object({ list: z.array(ZPopupView) });
export type TPopupPublicListResponse = z.infer<typeof ZPopupPublicListResponse>;
