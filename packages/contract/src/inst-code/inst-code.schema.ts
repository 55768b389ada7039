import { z } from 'zod';
import { emptyAsUndefined, zPageOf } from '../common/adm-query.js';
import { ZAuditFields, zCodeValue, ZId, zOptionalText, zRequiredText, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';
import { INST_MESSAGES, isTelno, zOptionalCode, ZSearchWrd, ZSortSeq } from '../common/inst-common.js';

export const INST_CODE_MESSAGES = {
  instCd: '기관코드는 영문·숫자 2~20자로 입력해 주세요.',
  duplicate: '이미 등록된 기관코드입니다.',
  upInstNotFound: '상위 기관코드가 없습니다.',
  upInstCycle: '자기 자신이나 하위 기관을 상위 기관으로 지정할 수 없습니다.',
  inUseBySchool: '이 기관코드를 사용하는 학교가 있어 삭제할 수 없습니다.',
  inUseByChild: '이 기관을 상위 기관으로 둔 기관이 있어 삭제할 수 없습니다.',
} as const;

const INST_CD = /^[A-Za-z0-9]{2,20}$/;

/** Letters and digits; stored upper-case so 'ab01' and 'AB01' cannot both exist. */
export const ZInstCd = z
  .string({ error: INST_CODE_MESSAGES.instCd })
  .trim()
  .regex(INST_CD, INST_CODE_MESSAGES.instCd)
  .transform((value) => value.toUpperCase());

/** A reference to an institution code, optional ('' means none). */
export const ZInstCdRef = z
  .string({ error: INST_CODE_MESSAGES.instCd })
  .trim()
  .refine((value) => value === '' || INST_CD.test(value), INST_CODE_MESSAGES.instCd)
  .transform((value) => value.toUpperCase())
  .optional();

/** POST /api/instCode and PUT /api/instCode/:instCodeId. */
export const ZInstCodeSave = z.object({
  instCd: ZInstCd,
  instNm: zRequiredText(100),
  instTypeCd: zCodeValue(INST_MESSAGES.instTypeCd).describe('code group INST_TYPE'),
  regionCd: zOptionalCode(INST_MESSAGES.regionCd).describe('code group REGION, optional'),
  upInstCd: ZInstCdRef.describe('the parent institution, optional'),
  telno: zOptionalText(20, isTelno, INST_MESSAGES.telno),
  addr: zOptionalText(200),
  sortSeq: ZSortSeq,
  useYn: ZUseYn,
});
export type TInstCodeSave = z.infer<typeof ZInstCodeSave>;

export const ZInstCodeListQuery = z.object({
  ...ZPageQuery.shape,
  instTypeCd: emptyAsUndefined(z.string().max(20)),
  regionCd: emptyAsUndefined(z.string().max(20)),
  useYn: emptyAsUndefined(ZYn),
  searchWrd: ZSearchWrd,
});
export type TInstCodeListQuery = z.infer<typeof ZInstCodeListQuery>;

export const ZInstCodeParams = z.object({ instCodeId: ZId });

export const ZInstCodeItem = z.object({
  instCodeId: z.number().int(),
  instCd: z.string(),
  instNm: z.string(),
  instTypeCd: z.string(),
  regionCd: z.string().nullable(),
  upInstCd: z.string().nullable(),
  upInstNm: z.string().nullable(),
  telno: z.string().nullable(),
  addr: z.string().nullable(),
  sortSeq: z.number().int(),
  useYn: ZYn,
  ...ZAuditFields,
});
export type TInstCodeItem = z.infer<typeof ZInstCodeItem>;

export const ZInstCodeListResponse = zPageOf(ZInstCodeItem);
export type TInstCodeListResponse = z.infer<typeof ZInstCodeListResponse>;

/** GET /api/instCode/options: active codes for the selects of other admin forms. */
export const ZInstCodeOption = z.object({ instCd: z.string(), instNm: z.string() });
export const ZInstCodeOptionsResponse = z.object({ list: z.array(ZInstCodeOption) });
export type TInstCodeOptionsResponse = z.infer<typeof ZInstCodeOptionsResponse>;
