import { z } from 'zod';
import { ZPageQuery } from '../common/paging.schema.js';
import { VALIDATION_MESSAGES, zField } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { ZJoinAccountFields } from '../join/join.schema.js';
import { ZAdminLoginProcRequest } from '../auth/login.schema.js';
import { ADM_ROLE, USER_STTS } from '../member/member.codes.js';
import { checkPasswordPolicy, PASSWORD_MESSAGES } from '../member/password-policy.js';
import { codeKeys, emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';

/** Korean texts of the manager page (admin accounts, SUPER role only). */
export const MANAGER_MESSAGES = {
  superOnly: '최고 관리자만 사용할 수 있는 메뉴입니다.',
  self: '본인 계정에는 이 작업을 할 수 없습니다.',
  notPending: '승인 대기 상태인 관리자만 승인할 수 있습니다.',
  notActive: '정상 상태인 관리자만 잠글 수 있습니다.',
  notLocked: '잠금 상태인 관리자가 아닙니다.',
  sameRole: '현재와 같은 역할입니다.',
  roleRequired: '관리자 역할을 선택해 주세요.',
  instRequired: '기관 담당자는 소속 기관을 입력해 주세요.',
  deleted: '삭제된 관리자',
} as const;

/** The member type that goes with each administrator role (spec §3 mbrTypeAuthrt). */
export const ADM_ROLE_MBR_TYPE = { SUPER: 'AD01', STAFF: 'SF01', INST: 'IM01' } as const satisfies Record<keyof typeof ADM_ROLE, string>;

export const MANAGER_SEARCH_CND = { ALL: '전체', userId: '아이디', userNm: '이름', instNm: '소속 기관' } as const;

export const ZAdmRoleCd = z.enum(codeKeys(ADM_ROLE), { error: MANAGER_MESSAGES.roleRequired });

export const ZManagerListQuery = z.object({
  ...ZPageQuery.shape,
  searchCnd: emptyAsUndefined(z.enum(codeKeys(MANAGER_SEARCH_CND))),
  searchWrd: zSearchWrd(),
  admRoleCd: emptyAsUndefined(z.enum(codeKeys(ADM_ROLE))),
  userSttsCd: emptyAsUndefined(z.enum(codeKeys(USER_STTS))),
});
export type TManagerListQuery = z.infer<typeof ZManagerListQuery>;

export const ZManagerParams = z.object({ userId: z.string().min(1).max(50) });

/** A list row; the name is masked (the detail shows it and its view is logged, SECURITY 17). */
export const ZManagerListItem = z.object({
  userId: z.string(),
  userNm: z.string().describe('masked'),
  admRoleCd: z.string().nullable(),
  instNm: z.string().nullable(),
  userSttsCd: z.string(),
  loginLockYn: ZYn.describe('Y: locked for a while after five wrong passwords'),
  otpEnrlYn: ZYn.describe('Y: the authenticator is registered'),
  lastLoginAt: z.string().nullable(),
  joinAt: z.string(),
});
export type TManagerListItem = z.infer<typeof ZManagerListItem>;
export const ZManagerListResponse = zPageOf(ZManagerListItem);
export type TManagerListResponse = z.infer<typeof ZManagerListResponse>;

export const ZManagerDetail = ZManagerListItem.extend({
  userNm: z.string(),
  mbrTypeAuthrt: z.string(),
  email: z.string().nullable(),
  mblTelno: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  lockedUntil: z.string().nullable(),
  selfYn: ZYn.describe("Y: the caller's own account (role, lock and delete are refused)"),
});
export type TManagerDetail = z.infer<typeof ZManagerDetail>;

/**
 * POST /api/manager: a new administrator, active at once; the password is the initial one
 * (SECURITY 10 rule) and the authenticator is registered at the first login (/admin/otpEnroll).
 */
export const ZManagerCreate = z
  .object({
    ...ZJoinAccountFields.shape,
    userNm: z.string({ error: VALIDATION_MESSAGES.required() }).trim().min(1, VALIDATION_MESSAGES.required()).max(50, VALIDATION_MESSAGES.max(50)),
    admRoleCd: ZAdmRoleCd,
    instNm: zField({ max: 100 }),
  })
  .superRefine((v, ctx) => {
    // an institution manager (INST) names the institution
    if (v.admRoleCd === 'INST' && (v.instNm ?? '').trim() === '') ctx.addIssue({ code: 'custom', path: ['instNm'], message: MANAGER_MESSAGES.instRequired });
    const rule = checkPasswordPolicy(v.pswd, { userId: v.userId });
    if (rule) ctx.addIssue({ code: 'custom', path: ['pswd'], message: rule });
    else if (v.pswd !== v.pswdCnfm) ctx.addIssue({ code: 'custom', path: ['pswdCnfm'], message: PASSWORD_MESSAGES.mismatch });
  });
export type TManagerCreate = z.infer<typeof ZManagerCreate>;

/**
 * PUT /api/manager/:userId/role and POST /api/manager/:userId/approve (the role it gets). instNm
 * replaces the account's institution when given; INST without either is refused by the server.
 */
export const ZManagerRole = z.object({ admRoleCd: ZAdmRoleCd, instNm: zField({ max: 100 }) });
export type TManagerRole = z.infer<typeof ZManagerRole>;

export const ZManagerCreateResponse = z.object({ userId: z.string() });

// ---- OTP enrolment (/admin/otpEnroll, SECURITY 11) -------------------------------------------

export const OTP_ENROLL_MESSAGES = {
  expired: 'OTP 등록 시간이 지났습니다. 최고 관리자에게 OTP 초기화를 요청한 뒤 다시 등록해 주세요.',
} as const;

/** POST /api/login/otp-enroll/start: the new administrator's id and password. */
export const ZOtpEnrollStartRequest = ZAdminLoginProcRequest.pick({ userId: true, pswd: true });
export type TOtpEnrollStartRequest = z.infer<typeof ZOtpEnrollStartRequest>;

/** Shown once: the secret is never answered again (a second start is refused). */
export const ZOtpEnrollStartResponse = z.object({
  secret: z.string().describe('base32, for typing into the authenticator app'),
  otpAuthUri: z.string().describe('otpauth://totp/... as in the QR code'),
  qrDataUrl: z.string().describe('data:image/png;base64 QR code of otpAuthUri'),
});
export type TOtpEnrollStartResponse = z.infer<typeof ZOtpEnrollStartResponse>;

/** POST /api/login/otp-enroll/confirm: the first code from the app; answers ZLoginProcResponse (DONE). */
export const ZOtpEnrollConfirmRequest = ZAdminLoginProcRequest.pick({ otpCd: true });
export type TOtpEnrollConfirmRequest = z.infer<typeof ZOtpEnrollConfirmRequest>;
