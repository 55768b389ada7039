import { z } from 'zod';
import { ZId } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { codeKeys, emptyAsUndefined, isYmd, zPageOf, zSearchWrd } from '../common/adm-query.js';

/** Authority codes granted per user for a date range (spec §1, §5). */
export const AUTHRT_CD = {
  PRGRM_MNG: '프로그램 개설 관리',
  CNTS_REVIEW: '콘텐츠 검토',
  CONTEST_JUDGE: '공모전 심사',
  STAT_VIEW: '통계 조회',
} as const;
export type TAuthrtCd = keyof typeof AUTHRT_CD;

/** A grant's state on a day (Asia/Seoul): before, inside or after its range. */
export const AUTHRT_STTS = { PLAN: '예정', APLY: '적용 중', EXPR: '만료' } as const;
export type TAuthrtSttsCd = keyof typeof AUTHRT_STTS;

/** spec §5 texts, exactly. */
export const AUTHORITY_MESSAGES = {
  period: '권한 부여 기간을 확인해 주세요.',
  users: '사용자를 1명 이상 선택해 주세요.',
  authrtCd: '권한을 선택해 주세요.',
  unknownUser: '권한을 부여할 수 없는 사용자가 포함되어 있습니다.',
} as const;

/** The most users one grant request may name. */
export const AUTHORITY_MAX_USERS = 100;

/** The user types authority may be granted to: teachers, staff (admin accounts) and general members. */
export const AUTHORITY_USER_TYPES = ['T', 'A', 'G'] as const;

export const authrtSttsOn = (grant: { bgngYmd: string; endYmd: string }, today: string): TAuthrtSttsCd =>
  today < grant.bgngYmd ? 'PLAN' : today > grant.endYmd ? 'EXPR' : 'APLY';

/** The grant form's body, loosely typed so that the spec §5 rules below answer their own messages. */
export const ZAuthorityGrantRequest = z.object({
  authrtCd: z.string().max(30).optional(),
  bgngYmd: z.string().max(30).nullish(),
  endYmd: z.string().max(30).nullish(),
  userIds: z.array(z.string().max(50)).max(AUTHORITY_MAX_USERS).optional(),
});
export type TAuthorityGrantRequest = z.infer<typeof ZAuthorityGrantRequest>;

/**
 * spec §5: the authority, then the dates (present, real days, end not before start), then at least
 * one user. Returns the failing field and its message; the form and the server run the same check.
 */
export function checkAuthorityGrant(input: Partial<TAuthorityGrantRequest>): { field: keyof TAuthorityGrantRequest; message: string } | undefined {
  if (!input.authrtCd || !Object.hasOwn(AUTHRT_CD, input.authrtCd)) return { field: 'authrtCd', message: AUTHORITY_MESSAGES.authrtCd };
  if (!isYmd(input.bgngYmd) || !isYmd(input.endYmd) || input.endYmd < input.bgngYmd) return { field: 'bgngYmd', message: AUTHORITY_MESSAGES.period };
  if (!input.userIds?.length) return { field: 'userIds', message: AUTHORITY_MESSAGES.users };
  return undefined;
}

export const ZAuthorityGrantResponse = z.object({ grantedCount: z.number().int() });

export const ZAuthorityListQuery = z.object({
  authrtCd: emptyAsUndefined(z.enum(codeKeys(AUTHRT_CD))),
  sttsCd: emptyAsUndefined(z.enum(codeKeys(AUTHRT_STTS))),
  searchWrd: zSearchWrd(),
  ...ZPageQuery.shape,
});
export type TAuthorityListQuery = z.infer<typeof ZAuthorityListQuery>;

export const ZAuthorityGrant = z.object({
  authrtGrantId: z.number().int(),
  userId: z.string(),
  userNm: z.string().describe('masked'),
  userTypeCd: z.string(),
  authrtCd: z.string(),
  bgngYmd: z.string(),
  endYmd: z.string(),
  sttsCd: z.enum(codeKeys(AUTHRT_STTS)),
  registeredBy: z.string().nullable(),
  registeredAt: z.string(),
});
export type TAuthorityGrant = z.infer<typeof ZAuthorityGrant>;
export const ZAuthorityListResponse = zPageOf(ZAuthorityGrant);
export type TAuthorityListResponse = z.infer<typeof ZAuthorityListResponse>;

export const ZAuthorityUserQuery = z.object({
  userTypeCd: emptyAsUndefined(z.enum(AUTHORITY_USER_TYPES)),
  searchWrd: zSearchWrd(),
  ...ZPageQuery.shape,
});
export type TAuthorityUserQuery = z.infer<typeof ZAuthorityUserQuery>;

export const ZAuthorityUser = z.object({
  userId: z.string(),
  userNm: z.string().describe('masked'),
  userTypeCd: z.string(),
  mbrTypeAuthrt: z.string(),
});
export type TAuthorityUser = z.infer<typeof ZAuthorityUser>;
export const ZAuthorityUserResponse = zPageOf(ZAuthorityUser);
export type TAuthorityUserResponse = z.infer<typeof ZAuthorityUserResponse>;

export const ZAuthorityGrantParams = z.object({ authrtGrantId: ZId });
export const ZAuthorityDeleteResponse = z.object({ authrtGrantId: z.number().int() });
