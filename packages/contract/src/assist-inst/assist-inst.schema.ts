import { z } from 'zod';
import { emptyAsUndefined, zPageOf } from '../common/adm-query.js';
import { ZAuditFields, zCodeValue, ZId, zOptionalHttpUrl, zOptionalText, zRequiredText, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';
import { INST_MESSAGES, isEmail, isTelno, ZSearchWrd, ZSortSeq } from '../common/inst-common.js';
import { checkImageFileAlt, zImageFileId } from '../file/file.schema.js';

export const ASSIST_INST_LIMITS = { logoAlt: 100 } as const;

/** POST /api/assistInst and PUT /api/assistInst/:assistInstId. */
export const ZAssistInstSave = z
  .object({
    instNm: zRequiredText(100),
    instTypeCd: zCodeValue(INST_MESSAGES.instTypeCd).describe('code group INST_TYPE'),
    picNm: zOptionalText(50).describe('contact person (personal data)'),
    telno: zOptionalText(20, isTelno, INST_MESSAGES.telno),
    email: zOptionalText(100, isEmail, INST_MESSAGES.email),
    cntctOpenYn: ZYn.default('N').describe('Y: the public page shows the contact person, phone and e-mail'),
    hmpgUrl: zOptionalHttpUrl(),
    addr: zOptionalText(200),
    logoFileId: zImageFileId(),
    logoAlt: zOptionalText(ASSIST_INST_LIMITS.logoAlt),
    instExpln: zOptionalText(1000),
    sortSeq: ZSortSeq,
    useYn: ZUseYn,
  })
  .superRefine(checkImageFileAlt('logoFileId', 'logoAlt'));
export type TAssistInstSave = z.infer<typeof ZAssistInstSave>;

export const ZAssistInstListQuery = z.object({
  ...ZPageQuery.shape,
  instTypeCd: emptyAsUndefined(z.string().max(20)),
  useYn: emptyAsUndefined(ZYn),
  searchWrd: ZSearchWrd,
});
export type TAssistInstListQuery = z.infer<typeof ZAssistInstListQuery>;

export const ZAssistInstParams = z.object({ assistInstId: ZId });

export const ZAssistInstItem = z.object({
  assistInstId: z.number().int(),
  instNm: z.string(),
  instTypeCd: z.string(),
  picNm: z.string().nullable(),
  telno: z.string().nullable(),
  email: z.string().nullable(),
  cntctOpenYn: ZYn,
  hmpgUrl: z.string().nullable(),
  addr: z.string().nullable(),
  logoFileId: z.number().int().nullable(),
  logoPath: z.string().nullable().describe('GET /api/common/displayImage?imagePath=... of the logo'),
  logoAlt: z.string().nullable(),
  instExpln: z.string().nullable(),
  sortSeq: z.number().int(),
  useYn: ZYn,
  ...ZAuditFields,
});
export type TAssistInstItem = z.infer<typeof ZAssistInstItem>;

export const ZAssistInstListResponse = zPageOf(ZAssistInstItem);
export type TAssistInstListResponse = z.infer<typeof ZAssistInstListResponse>;

/** GET /icec/api/assistInst/list (public): active institutions, spec §9 page size. */
export const ZAssistInstPublicQuery = z.object({
  currentPage: ZPageQuery.shape.currentPage,
  instTypeCd: emptyAsUndefined(z.string().max(20)),
  searchWrd: ZSearchWrd,
});
export type TAssistInstPublicQuery = z.infer<typeof ZAssistInstPublicQuery>;

/** The contact fields are null unless the institution's contact is public (cntctOpenYn Y). */
export const ZAssistInstPublicItem = z.object({
  assistInstId: z.number().int(),
  instNm: z.string(),
  instTypeCd: z.string(),
  instTypeNm: z.string().nullable(),
  instExpln: z.string().nullable(),
  addr: z.string().nullable(),
  hmpgUrl: z.string().nullable(),
  logoPath: z.string().nullable(),
  logoAlt: z.string().nullable(),
  picNm: z.string().nullable(),
  telno: z.string().nullable(),
  email: z.string().nullable(),
});
export type TAssistInstPublicItem = z.infer<typeof ZAssistInstPublicItem>;

export const ZAssistInstPublicResponse = zPageOf(ZAssistInstPublicItem);
export type TAssistInstPublicResponse = z.infer<typeof ZAssistInstPublicResponse>;
