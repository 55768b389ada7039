import { z } from 'zod';
import { ZPageQuery } from '../common/paging.schema.js';
import { exportReasonShape } from '../common/export.js';
import { codeKeys, emptyAsUndefined, periodInOrder, zPageOf, zSearchWrd, ZYmd } from '../common/adm-query.js';
import { ACNT_TYPE, LOGIN_PROVIDERS, MBR_TYPE_AUTHRT, USER_STTS, USER_TYPE } from '../member/member.codes.js';

/** Korean texts of the member admin page (spec §8 style: short, polite). */
export const MEMBER_ADMIN_MESSAGES = {
  adminTarget: '관리자 계정은 관리자 관리 화면에서 관리해 주세요.',
  notPending: '승인 대기 상태인 회원만 승인할 수 있습니다.',
  notLocked: '잠금 상태인 회원이 아닙니다.',
  alreadyLocked: '이미 잠금 상태인 회원입니다.',
  withdrawn: '탈퇴한 회원입니다.',
  joinPeriod: '가입일 검색 기간을 확인해 주세요.',
} as const;

export const MEMBER_SEARCH_CND = { ALL: '전체', userId: '아이디', userNm: '이름', schlNm: '학교명' } as const;
/** SECURITY 1: the only columns a list may be sorted by. */
export const MEMBER_SORT = { joinAt: '가입일', userId: '아이디', userNm: '이름', lastLoginAt: '최근 로그인' } as const;
export const SORT_DIR = ['asc', 'desc'] as const;

export const ZAcntTypeCd = z.enum(codeKeys(ACNT_TYPE));

const memberSearchShape = {
  searchCnd: emptyAsUndefined(z.enum(codeKeys(MEMBER_SEARCH_CND))),
  searchWrd: zSearchWrd(),
  userTypeCd: emptyAsUndefined(z.enum(codeKeys(USER_TYPE))),
  mbrTypeAuthrt: emptyAsUndefined(z.enum(codeKeys(MBR_TYPE_AUTHRT))),
  userSttsCd: emptyAsUndefined(z.enum(codeKeys(USER_STTS))),
  joinBgngYmd: emptyAsUndefined(ZYmd),
  joinEndYmd: emptyAsUndefined(ZYmd),
  sort: emptyAsUndefined(z.enum(codeKeys(MEMBER_SORT))),
  sortDir: emptyAsUndefined(z.enum(SORT_DIR)),
};
const joinPeriodInOrder = (q: { joinBgngYmd?: string; joinEndYmd?: string }) => periodInOrder(q.joinBgngYmd, q.joinEndYmd);
const joinPeriodError = { message: MEMBER_ADMIN_MESSAGES.joinPeriod, path: ['joinEndYmd'] };

/** The member list's search form; also the filter of an export. */
export const ZMemberSearch = z.object(memberSearchShape).refine(joinPeriodInOrder, joinPeriodError);
export type TMemberSearch = z.infer<typeof ZMemberSearch>;

export const ZMemberListQuery = z.object({ ...memberSearchShape, ...ZPageQuery.shape }).refine(joinPeriodInOrder, joinPeriodError);
export type TMemberListQuery = z.infer<typeof ZMemberListQuery>;

export const ZAcntTypeParams = z.object({ acntTypeCd: z.string().max(10) });
export const ZMemberParams = z.object({ userId: z.string().min(1).max(50) });

/** A list row: personal data masked (name 김*수, mobile 010-****-1234). */
export const ZMemberListItem = z.object({
  userId: z.string(),
  userNm: z.string().describe('masked'),
  userTypeCd: z.string(),
  mbrTypeAuthrt: z.string(),
  userSttsCd: z.string(),
  schlNm: z.string().nullable(),
  mblTelno: z.string().nullable().describe('masked'),
  joinAt: z.string().describe('ISO time'),
  lastLoginAt: z.string().nullable(),
});
export type TMemberListItem = z.infer<typeof ZMemberListItem>;
export const ZMemberListResponse = zPageOf(ZMemberListItem);
export type TMemberListResponse = z.infer<typeof ZMemberListResponse>;

/** The detail: full personal data (the view is logged, SECURITY 17). */
export const ZMemberDetail = z.object({
  profile: z.object({
    userId: z.string(),
    userNm: z.string(),
    userTypeCd: z.string(),
    mbrTypeAuthrt: z.string(),
    userSttsCd: z.string(),
    admRoleCd: z.string().nullable(),
    instNm: z.string().nullable(),
    brdt: z.string().nullable(),
    email: z.string().nullable(),
    mblTelno: z.string().nullable(),
    zip: z.string().nullable(),
    addr: z.string().nullable(),
    addrDtl: z.string().nullable(),
    schlTypeCd: z.string().nullable(),
    schlNm: z.string().nullable(),
    grd: z.number().int().nullable(),
    clsNm: z.string().nullable(),
    eblcRegYn: z.string(),
    loginFailCnt: z.number().int(),
    lockedUntil: z.string().nullable(),
    joinAt: z.string(),
    approvedAt: z.string().nullable(),
    approvedBy: z.string().nullable(),
    withdrawnAt: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
  }),
  trmsAgreList: z.array(z.object({ trmsCd: z.string(), trmsVer: z.number().int(), trmsNm: z.string().nullable(), agreYn: z.string(), agreedAt: z.string() })),
  guardianConsent: z
    .object({ guardianNm: z.string(), guardianBrdt: z.string(), relationCd: z.string(), consentedAt: z.string(), consentIp: z.string().nullable() })
    .nullable(),
  socialList: z.array(z.object({ providerCd: z.enum(LOGIN_PROVIDERS), linkedAt: z.string(), lastLoginAt: z.string().nullable() })),
  loginHstryList: z.array(z.object({ loginAt: z.string(), realmCd: z.string(), rsltCd: z.string(), methodCd: z.string(), ip: z.string().nullable() })),
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;

export const MEMBER_ACTIONS = ['approve', 'lock', 'unlock', 'withdraw'] as const;
export type TMemberAction = (typeof MEMBER_ACTIONS)[number];
export const ZMemberActionResponse = z.object({ userId: z.string(), userSttsCd: z.string() });
export type TMemberActionResponse = z.infer<typeof ZMemberActionResponse>;

/** The body of an export: the list filters and a reason (checked by checkExportReason). */
export const ZMemberExportRequest = z.object({ ...memberSearchShape, ...exportReasonShape }).refine(joinPeriodInOrder, joinPeriodError);
export type TMemberExportRequest = z.infer<typeof ZMemberExportRequest>;
