import { z } from 'zod';
import { ZPageQuery } from '../common/paging.schema.js';
import { codeKeys, emptyAsUndefined, periodInOrder, ZYmd, zPageOf } from '../common/adm-query.js';

/** SECURITY 17: what was done to a member's data. */
export const PRIVACY_ACTN = { VIEW: '조회', UPDATE: '수정', DELETE: '삭제', EXPORT: '내보내기', DOWNLOAD: '내려받기' } as const;
export type TPrivacyActnCd = keyof typeof PRIVACY_ACTN;

/** The monthly review's thresholds: more views than this by one account in one day, and exports outside office hours. */
export const PRIVACY_REVIEW = { maxDailyViews: 100, officeStartHour: 8, officeEndHour: 20 } as const;

export const PRIVACY_FLAG = {
  VIEW_VOLUME: '하루 조회 건수 과다',
  OFF_HOURS_EXPORT: '업무 시간 외 내보내기',
} as const;
export type TPrivacyFlagCd = keyof typeof PRIVACY_FLAG;

export const PRIVACY_LOG_MESSAGES = {
  period: '조회 기간을 확인해 주세요.',
  yyyymm: '점검할 월을 확인해 주세요.',
} as const;

export const ZPrivacyLogListQuery = z
  .object({
    bgngYmd: emptyAsUndefined(ZYmd),
    endYmd: emptyAsUndefined(ZYmd),
    actorUserId: emptyAsUndefined(z.string().trim().toLowerCase().max(50)),
    trgtUserId: emptyAsUndefined(z.string().trim().toLowerCase().max(50)),
    actnCd: emptyAsUndefined(z.enum(codeKeys(PRIVACY_ACTN))),
    ...ZPageQuery.shape,
  })
  .refine((q) => periodInOrder(q.bgngYmd, q.endYmd), { message: PRIVACY_LOG_MESSAGES.period, path: ['endYmd'] });
export type TPrivacyLogListQuery = z.infer<typeof ZPrivacyLogListQuery>;

export const ZPrivacyLog = z.object({
  logId: z.number().int(),
  actorUserId: z.string(),
  actorIp: z.string().nullable(),
  actnCd: z.string(),
  trgtUserId: z.string().nullable(),
  trgtDesc: z.string().nullable(),
  menuPath: z.string().nullable(),
  reason: z.string().nullable(),
  actedAt: z.string().describe('ISO time'),
});
export type TPrivacyLog = z.infer<typeof ZPrivacyLog>;
export const ZPrivacyLogListResponse = zPageOf(ZPrivacyLog);
export type TPrivacyLogListResponse = z.infer<typeof ZPrivacyLogListResponse>;

const YYYYMM = /^\d{4}(0[1-9]|1[0-2])$/;
export const ZPrivacyMonthlyQuery = z.object({ yyyymm: z.string().regex(YYYYMM, PRIVACY_LOG_MESSAGES.yyyymm) });

/** The monthly review report (SECURITY 17): volumes per account and action, every export with its reason, and flags. */
export const ZPrivacyMonthlyReport = z.object({
  yyyymm: z.string(),
  totalCount: z.number().int(),
  actorActions: z.array(z.object({ actorUserId: z.string(), actnCd: z.string(), count: z.number().int() })),
  exports: z.array(ZPrivacyLog),
  flags: z.array(
    z.object({
      flagCd: z.enum(codeKeys(PRIVACY_FLAG)),
      actorUserId: z.string(),
      ymd: z.string().describe('the day, Asia/Seoul'),
      count: z.number().int().describe('views that day, or 1 for one export'),
      logId: z.number().int().nullable().describe('the export row, for OFF_HOURS_EXPORT'),
    }),
  ),
});
export type TPrivacyMonthlyReport = z.infer<typeof ZPrivacyMonthlyReport>;
