import { z } from 'zod';
import { zField } from '../common/validation.js';
import { ZYn } from '../common/yn.js';

/** Korean texts of the login screens (spec §8 admin login warnings, §2 login). */
export const LOGIN_MESSAGES = {
  enterId: '아이디를 입력해 주세요.',
  enterPswd: '비밀번호를 입력해 주세요.',
  enterOtp: 'OTP 인증번호를 입력해 주세요.',
  mismatch: '아이디 또는 비밀번호가 일치하지 않습니다.',
  otpMismatch: 'OTP 인증번호가 올바르지 않습니다.',
  otpNotEnrolled: 'OTP가 등록되지 않은 관리자 계정입니다. 로그인 화면의 [OTP 등록]에서 먼저 등록해 주세요.',
  locked: '비밀번호를 5회 잘못 입력하여 계정이 잠겼습니다. 잠시 후 다시 시도해 주세요.',
  adminLocked: '관리자에 의해 이용이 제한된 계정입니다. 교육원에 문의해 주세요.',
  pending: '관리자 승인 대기 중인 계정입니다. 승인 후 로그인할 수 있습니다.',
  dormant: '휴면 상태인 계정입니다. 본인인증 후 다시 이용할 수 있습니다.',
  withdrawn: '아이디 또는 비밀번호가 일치하지 않습니다.',
  adminOnUserService: '관리자 계정으로는 사용자 서비스에 로그인할 수 없습니다.',
  userOnAdmin: '관리자 계정이 아닙니다.',
  ipDenied: '허용되지 않은 IP에서는 관리자 페이지에 접근할 수 없습니다.',
  sessionExpired: '세션이 만료되어 로그아웃되었습니다. 로그인 페이지로 이동합니다.',
  sessionExtendAsk: '1분 후 자동으로 로그아웃됩니다. 로그인 시간을 연장하시겠습니까?',
  loginRequired: '로그인이 필요합니다.',
} as const;

export const ZLoginProcRequest = z.object({
  userId: z.string({ error: LOGIN_MESSAGES.enterId }).trim().min(1, LOGIN_MESSAGES.enterId).max(50),
  pswd: z.string({ error: LOGIN_MESSAGES.enterPswd }).min(1, LOGIN_MESSAGES.enterPswd).max(200),
});
export type TLoginProcRequest = z.infer<typeof ZLoginProcRequest>;

export const ZAdminLoginProcRequest = ZLoginProcRequest.extend({
  otpCd: z.string({ error: LOGIN_MESSAGES.enterOtp }).trim().min(1, LOGIN_MESSAGES.enterOtp).max(10),
});
export type TAdminLoginProcRequest = z.infer<typeof ZAdminLoginProcRequest>;

/**
 * What a login answer asks the client to do next. DONE: logged in. TRMS_REAGRE: the terms changed
 * (/login/trmsReAgre). PSWD_CHG: a bulk-registered account must set its own password first.
 * OTP_ENROLL: a new administrator must register an authenticator first.
 */
export const ZLoginStep = z.enum(['DONE', 'TRMS_REAGRE', 'PSWD_CHG', 'OTP_ENROLL']);
export type TLoginStep = z.infer<typeof ZLoginStep>;

/** spec §3 login user info, plus the session's timing for the client's login timer (spec §4). */
export const ZLoginUserInfo = z.object({
  userId: z.string(),
  userNm: z.string(),
  userSeNm: z.string().describe('the member type, in Korean'),
  eblcRegYn: ZYn,
  userSttsCd: z.string(),
  isLogin: ZYn,
  userTypeCd: z.string(),
  mbrTypeAuthrt: z.string().nullable(),
  brdt: z.string().nullable().describe('YYYY-MM-DD'),
  schlTypeCd: z.string().nullable().describe('spec §4: derived from the birth year when not set'),
  pswdChgNeedYn: ZYn.describe('the password is older than the configured age: show the change popup'),
  sessionTimeoutSec: z.number().int().describe('idle time-out of this session, in seconds'),
  sessionExpiresAt: z.string().describe('ISO time the session ends unless used or extended'),
});
export type TLoginUserInfo = z.infer<typeof ZLoginUserInfo>;

export const ZLoginProcResponse = z.object({
  step: ZLoginStep,
  loginUserInfo: ZLoginUserInfo.nullable().describe('null until step is DONE'),
});
export type TLoginProcResponse = z.infer<typeof ZLoginProcResponse>;

export const ZLoginUserInfoResponse = z.object({ loginUserInfo: ZLoginUserInfo.nullable() });
export const ZIsLoginResponse = z.object({ isLogin: ZYn });
export const ZSessionExtendResponse = z.object({ sessionExpiresAt: z.string(), sessionTimeoutSec: z.number().int() });

/** A password field with the shared rule (SECURITY 10) is checked by checkPasswordPolicy; this is its shape. */
export const ZPswdField = zField({ required: true, max: 64 });
