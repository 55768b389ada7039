import { z } from 'zod';
import { emptyAsUndefined, zPageOf } from '../common/adm-query.js';
import { ZAuditFields, zCodeValue, ZId, zOptionalHttpUrl, zOptionalText, zRequiredText, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';
import { INST_MESSAGES, isTelno, ZSearchWrd } from '../common/inst-common.js';
import { ZInstCdRef } from '../inst-code/inst-code.schema.js';

export const SCHOOL_MESSAGES = {
  neisSchlCd: 'NEIS 학교코드는 숫자 7자리로 입력해 주세요.',
  duplicate: '이미 등록된 NEIS 학교코드입니다.',
  instNotFound: '등록되지 않은 기관코드입니다.',
} as const;

const NEIS_SCHL_CD = /^\d{7}$/;
export const isNeisSchlCd = (value: string) => NEIS_SCHL_CD.test(value);
const isZipCode = (value: string) => /^\d{5}$/.test(value);

/** POST /api/schlInfoMng and PUT /api/schlInfoMng/:schlId. */
export const ZSchoolSave = z.object({
  schlNm: zRequiredText(100),
  schlTypeCd: zCodeValue(INST_MESSAGES.schlTypeCd).describe('code group SCHL_TYPE: EL01, MD01, HI01'),
  regionCd: zCodeValue(INST_MESSAGES.regionCd).describe('code group REGION'),
  addr: zOptionalText(200),
  zip: zOptionalText(5, isZipCode, INST_MESSAGES.zip),
  telno: zOptionalText(20, isTelno, INST_MESSAGES.telno),
  hmpgUrl: zOptionalHttpUrl(),
  neisSchlCd: z.string({ error: SCHOOL_MESSAGES.neisSchlCd }).trim().regex(NEIS_SCHL_CD, SCHOOL_MESSAGES.neisSchlCd),
  instCd: ZInstCdRef.describe('the supervising institution, optional'),
  useYn: ZUseYn,
});
export type TSchoolSave = z.infer<typeof ZSchoolSave>;

export const ZSchoolListQuery = z.object({
  ...ZPageQuery.shape,
  schlTypeCd: emptyAsUndefined(z.string().max(20)),
  regionCd: emptyAsUndefined(z.string().max(20)),
  useYn: emptyAsUndefined(ZYn),
  searchWrd: ZSearchWrd.describe('part of the name, the address or the NEIS code'),
});
export type TSchoolListQuery = z.infer<typeof ZSchoolListQuery>;

export const ZSchoolParams = z.object({ schlId: ZId });

export const ZSchoolItem = z.object({
  schlId: z.number().int(),
  schlNm: z.string(),
  schlTypeCd: z.string(),
  regionCd: z.string(),
  addr: z.string().nullable(),
  zip: z.string().nullable(),
  telno: z.string().nullable(),
  hmpgUrl: z.string().nullable(),
  neisSchlCd: z.string(),
  instCd: z.string().nullable(),
  instNm: z.string().nullable(),
  useYn: ZYn,
  ...ZAuditFields,
});
export type TSchoolItem = z.infer<typeof ZSchoolItem>;

export const ZSchoolListResponse = zPageOf(ZSchoolItem);
export type TSchoolListResponse = z.infer<typeof ZSchoolListResponse>;
