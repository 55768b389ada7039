import { z } from 'zod';
import { emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { ZAuditFields, zCodeValue, zOptionalText, zRequiredText, zSortSeq, ZUseYn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { VALIDATION_MESSAGES } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { HOLLAND_TYPES } from '../insp/insp.codes.js';
import { isJobHollandCd, JOB_CD_PATTERN } from './crr-info.codes.js';

export const CRR_INFO_MESSAGES = {
  jobCd: '직업 코드는 영문 대문자로 시작하는 2~20자의 영문 대문자와 숫자로 입력해 주세요.',
  jobCdTaken: '이미 등록된 직업 코드입니다.',
  jobCdFixed: '직업 코드는 바꿀 수 없습니다.',
  jobFmlyCd: '직업 분류를 선택해 주세요.',
  hollandCd: '흥미 유형은 R, I, A, S, E, C 가운데 1~3개를 겹치지 않게 강한 순서로 입력해 주세요.',
  valueCds: '직업 가치를 확인해 주세요.',
  relJobCds: '관련 직업을 확인해 주세요.',
  relJobSelf: '자기 자신은 관련 직업이 될 수 없습니다.',
  listMax: (n: number) => `${n}개까지 입력할 수 있습니다.`,
  itemMax: (n: number) => `각 항목은 ${n}자 이하로 입력해 주세요.`,
} as const;

export const JOB_LIMITS = {
  jobNm: 50,
  alias: 30,
  aliases: 10,
  jobExpln: 2000,
  workCn: 4000,
  prepCn: 4000,
  entry: 50,
  entries: 20,
  valueCds: 6,
  relJobCds: 12,
  srcNote: 500,
} as const;

const zEntries = (itemMax: number, listMax: number) =>
  z
    .array(z.string({ error: VALIDATION_MESSAGES.invalid() }).trim().min(1, VALIDATION_MESSAGES.required()).max(itemMax, CRR_INFO_MESSAGES.itemMax(itemMax)), {
      error: VALIDATION_MESSAGES.invalid(),
    })
    .max(listMax, CRR_INFO_MESSAGES.listMax(listMax))
    .default([]);

export const ZJobCd = z.string({ error: CRR_INFO_MESSAGES.jobCd }).trim().regex(JOB_CD_PATTERN, CRR_INFO_MESSAGES.jobCd);

const ZHollandCd = z
  .string({ error: CRR_INFO_MESSAGES.hollandCd })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isJobHollandCd, CRR_INFO_MESSAGES.hollandCd);

/**
 * POST /api/crrInfoMng and PUT /api/crrInfoMng/:jobCd. The family and values must be active codes
 * of JOB_FMLY and WORK_VALUE, and the related jobs existing jobs (the server checks both).
 */
export const ZJobSave = z.object({
  jobCd: ZJobCd,
  jobNm: zRequiredText(JOB_LIMITS.jobNm),
  aliases: zEntries(JOB_LIMITS.alias, JOB_LIMITS.aliases),
  jobFmlyCd: zCodeValue(CRR_INFO_MESSAGES.jobFmlyCd),
  hollandCd: ZHollandCd,
  valueCds: z
    .array(zCodeValue(CRR_INFO_MESSAGES.valueCds), { error: CRR_INFO_MESSAGES.valueCds })
    .max(JOB_LIMITS.valueCds, CRR_INFO_MESSAGES.listMax(JOB_LIMITS.valueCds))
    .default([]),
  jobExpln: zRequiredText(JOB_LIMITS.jobExpln),
  workCn: zRequiredText(JOB_LIMITS.workCn),
  prepCn: zRequiredText(JOB_LIMITS.prepCn),
  majors: zEntries(JOB_LIMITS.entry, JOB_LIMITS.entries),
  certs: zEntries(JOB_LIMITS.entry, JOB_LIMITS.entries),
  sbjcts: zEntries(JOB_LIMITS.entry, JOB_LIMITS.entries),
  relJobCds: z.array(ZJobCd, { error: CRR_INFO_MESSAGES.relJobCds }).max(JOB_LIMITS.relJobCds, CRR_INFO_MESSAGES.listMax(JOB_LIMITS.relJobCds)).default([]),
  srcNote: zOptionalText(JOB_LIMITS.srcNote),
  sortSeq: zSortSeq(99_999),
  useYn: ZUseYn,
});
export type TJobSave = z.infer<typeof ZJobSave>;
/** What the admin form holds before parsing. */
export type TJobSaveInput = z.input<typeof ZJobSave>;

export const ZJobParams = z.object({ jobCd: ZJobCd });
export type TJobParams = z.infer<typeof ZJobParams>;

const ZSrchWrd = zSearchWrd(50).describe('part of the job name or one of its aliases');
const ZCodeFilter = emptyAsUndefined(z.string().trim().max(20));

/** GET /api/crrInfoMng/list: every job, switched-off ones included. */
export const ZJobListQuery = z.object({
  ...ZPageQuery.shape,
  srchWrd: ZSrchWrd,
  jobFmlyCd: ZCodeFilter,
  useYn: emptyAsUndefined(ZYn),
});
export type TJobListQuery = z.infer<typeof ZJobListQuery>;

export const ZJobItem = z.object({
  jobCd: z.string(),
  jobNm: z.string(),
  aliases: z.array(z.string()),
  jobFmlyCd: z.string(),
  hollandCd: z.string(),
  valueCds: z.array(z.string()),
  jobExpln: z.string(),
  workCn: z.string(),
  prepCn: z.string(),
  majors: z.array(z.string()),
  certs: z.array(z.string()),
  sbjcts: z.array(z.string()),
  relJobCds: z.array(z.string()),
  srcNote: z.string().nullable(),
  sortSeq: z.number().int(),
  useYn: ZYn,
  ...ZAuditFields,
});
export type TJobItem = z.infer<typeof ZJobItem>;

export const ZJobListResponse = zPageOf(ZJobItem);
export type TJobListResponse = z.infer<typeof ZJobListResponse>;

/** GET /icec/api/crrInfo/list: the jobs in use, 10 a page (spec §9). */
export const ZCrrInfoQuery = z.object({
  currentPage: ZPageQuery.shape.currentPage,
  srchWrd: ZSrchWrd,
  jobFmlyCd: ZCodeFilter,
  hollandCd: emptyAsUndefined(z.enum(HOLLAND_TYPES)).describe("the job's strongest Holland type (the first letter of its code)"),
  valueCd: ZCodeFilter,
});
export type TCrrInfoQuery = z.infer<typeof ZCrrInfoQuery>;

const ZCodeName = z.object({ cd: z.string(), nm: z.string() });
export type TCodeName = z.infer<typeof ZCodeName>;

export const ZCrrInfoRow = z.object({
  jobCd: z.string(),
  jobNm: z.string(),
  aliases: z.array(z.string()),
  jobFmly: ZCodeName,
  hollandCd: z.string(),
  values: z.array(ZCodeName),
  jobExpln: z.string(),
});
export type TCrrInfoRow = z.infer<typeof ZCrrInfoRow>;

export const ZCrrInfoListResponse = zPageOf(ZCrrInfoRow);
export type TCrrInfoListResponse = z.infer<typeof ZCrrInfoListResponse>;

/** GET /icec/api/crrInfo/detail/:jobCd: a job in use; the related jobs in use with their names. */
export const ZCrrInfoDetail = ZCrrInfoRow.extend({
  workCn: z.string(),
  prepCn: z.string(),
  majors: z.array(z.string()),
  certs: z.array(z.string()),
  sbjcts: z.array(z.string()),
  relJobs: z.array(z.object({ jobCd: z.string(), jobNm: z.string() })),
  srcNote: z.string().nullable(),
});
export type TCrrInfoDetail = z.infer<typeof ZCrrInfoDetail>;

/** POST /icec/api/crrInfo/read/:jobCd: the INFO points credited now (0 when nothing was due: read today already, not a student). */
export const ZCrrInfoRead = z.object({ point: z.number().int() });
export type TCrrInfoRead = z.infer<typeof ZCrrInfoRead>;
