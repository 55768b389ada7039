import { z } from 'zod';
import { emptyAsUndefined, zPageOf } from '../common/adm-query.js';
import { ZAuditFields, zCodeValue, ZId, zOptionalHttpUrl, zOptionalText, zRequiredText, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { INST_MESSAGES, isTelno, ZSearchWrd } from '../common/inst-common.js';
import { ZInstCdRef } from '../inst-code/inst-code.schema.js';

export const SCHOOL_MESSAGES = {
  neisSchlCd: 'NEIS 학교코드는 숫자 7자리로 입력해 주세요.',
  duplicate: '이미 등록된 NEIS 학교코드입니다.',
  instNotFound: '등록되지 않은 기관코드입니다.',
  searchWrdMin: '학교 이름을 두 글자 이상 입력해 주세요.',
  notInList: '학교 목록에 없는 학교입니다. 학교 찾기에서 학교를 다시 선택해 주세요.',
  schlRequired: '학교 찾기에서 학교를 선택해 주세요.',
  grd: (max: number) => `학년은 1학년부터 ${max}학년 중에서 선택해 주세요.`,
} as const;

/** Elementary schools have six grades; middle and high schools three (spec §3 grd). */
export const maxGrdOf = (schlTypeCd: string | null | undefined): number => (schlTypeCd === 'EL01' ? 6 : 3);

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

// ── the school picker of join and my info ─────────────────────────────

export const SCHOOL_SEARCH_LIMITS = { minWrd: 2, maxWrd: 50, pageSize: 10 } as const;

/** GET /icec/api/schl/search: schools in use, by part of the name and optionally the region and type. */
export const ZSchoolSearchQuery = z.object({
  currentPage: ZPageQuery.shape.currentPage,
  searchWrd: z
    .string({ error: SCHOOL_MESSAGES.searchWrdMin })
    .trim()
    .min(SCHOOL_SEARCH_LIMITS.minWrd, SCHOOL_MESSAGES.searchWrdMin)
    .max(SCHOOL_SEARCH_LIMITS.maxWrd, VALIDATION_MESSAGES.max(SCHOOL_SEARCH_LIMITS.maxWrd))
    .describe('part of the school name, at least two characters'),
  regionCd: emptyAsUndefined(z.string().max(20)).describe('code group REGION'),
  schlTypeCd: emptyAsUndefined(z.string().max(20)).describe('code group SCHL_TYPE'),
});
export type TSchoolSearchQuery = z.infer<typeof ZSchoolSearchQuery>;

export const ZSchoolSearchItem = z.object({
  schlCd: z.string().describe('the NEIS school code'),
  schlNm: z.string(),
  schlTypeCd: z.string(),
  regionCd: z.string(),
  addr: z.string().nullable(),
});
export type TSchoolSearchItem = z.infer<typeof ZSchoolSearchItem>;

export const ZSchoolSearchResponse = zPageOf(ZSchoolSearchItem);
export type TSchoolSearchResponse = z.infer<typeof ZSchoolSearchResponse>;
