import { z } from 'zod';
import { codeKeys } from '../common/adm-query.js';
import { USER_TYPE } from '../member/member.codes.js';
import { COMMON_LOG_LIMITS } from './common-log.limits.js';
import { ZYn } from '../common/yn.js';

/**
 * spec §7 log calls: visits (`acs/save`), menu use (`acs/menu`) and recommendations (`rcmdtn/*`).
 * They serve both realms and never take a user id from the client.
 */

/** The device of a visit, read by the server from the User-Agent. */
export const LOG_DEVICE = { PC: 'PC', MOBILE: '모바일', TABLET: '태블릿' } as const;
export type TLogDeviceCd = keyof typeof LOG_DEVICE;

/** The user type of a log row: the session's userTypeCd, or GUEST without a login. */
export const LOG_USER_TYPE = { ...USER_TYPE, GUEST: '비회원' } as const;
export type TLogUserTypeCd = keyof typeof LOG_USER_TYPE;

/** The services whose items may be recommended (an allow-list; others are added with their module). */
export const RCMDTN_SRVC = { CRR_BOOK: '진로 도서', JOB: '직업 정보', CONTS: '콘텐츠' } as const;
export type TRcmdtnSrvcCd = keyof typeof RCMDTN_SRVC;

export const COMMON_LOG_MESSAGES = {
  pageUrl: '페이지 주소는 /로 시작하는 이 누리집의 경로(300자 이하)여야 합니다.',
  referrer: '이전 페이지 주소가 올바르지 않습니다.',
  menuNm: '메뉴명은 1자 이상 100자 이하로 입력해 주세요.',
  srvcCd: '추천할 수 없는 서비스입니다.',
  idntfId: '추천 대상 식별자가 올바르지 않습니다.',
  loginRequired: '추천은 로그인한 회원만 할 수 있습니다.',
  adminRefused: '관리자 계정으로는 추천할 수 없습니다.',
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A path of this site: '/', not '//' or '/\' (another host), no backslash, space or control character. */
export function isLogPagePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value) && !CONTROL.test(value);
}

const ZPageUrl = z
  .string({ error: COMMON_LOG_MESSAGES.pageUrl })
  .max(COMMON_LOG_LIMITS.pageUrl, COMMON_LOG_MESSAGES.pageUrl)
  .refine(isLogPagePath, COMMON_LOG_MESSAGES.pageUrl);

/** POST /api/commonLog/acs/save: one visit (the first page of a browser session). */
export const ZAcsSave = z.object({
  pageUrl: ZPageUrl,
  referrer: z
    .string({ error: COMMON_LOG_MESSAGES.referrer })
    .max(COMMON_LOG_LIMITS.referrer, COMMON_LOG_MESSAGES.referrer)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), COMMON_LOG_MESSAGES.referrer)
    .optional()
    .describe('document.referrer; only its host is kept'),
});
export type TAcsSave = z.infer<typeof ZAcsSave>;

/** POST /api/commonLog/acs/menu?pageUrl=&menuNm= : a page of the menu was opened. */
export const ZAcsMenuQuery = z.object({
  pageUrl: ZPageUrl,
  menuNm: z
    .string({ error: COMMON_LOG_MESSAGES.menuNm })
    .trim()
    .min(1, COMMON_LOG_MESSAGES.menuNm)
    .max(COMMON_LOG_LIMITS.menuNm, COMMON_LOG_MESSAGES.menuNm)
    .refine((v) => !CONTROL.test(v), COMMON_LOG_MESSAGES.menuNm),
});
export type TAcsMenuQuery = z.infer<typeof ZAcsMenuQuery>;

/** srvcCd and idntfId of a recommendation (spec §3 recommendation log). */
export const ZRcmdtnTarget = z.object({
  srvcCd: z.enum(codeKeys(RCMDTN_SRVC), { error: COMMON_LOG_MESSAGES.srvcCd }),
  idntfId: z.string({ error: COMMON_LOG_MESSAGES.idntfId }).regex(/^[A-Za-z0-9_-]{1,50}$/, COMMON_LOG_MESSAGES.idntfId),
});
export type TRcmdtnTarget = z.infer<typeof ZRcmdtnTarget>;

/** GET /api/commonLog/rcmdtn/count/{srvcCd}/{idntfId} and the answer of rcmdtn/save. */
export const ZRcmdtnCount = z.object({
  count: z.number().int(),
  rcmdtnYn: ZYn.describe('whether the caller has recommended this item'),
});
export type TRcmdtnCount = z.infer<typeof ZRcmdtnCount>;
