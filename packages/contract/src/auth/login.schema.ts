import { z } from 'zod';
import { zField } from '../common/validation.js';
import { ZYn } from '../common/yn.js';
import { LOGIN_MESSAGES } from './login.messages.js';

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
 * GRDN_CNST: a bulk-registered child under 14 needs a verified legal guardian's consent (issue 18).
 * OTP_ENROLL: a new administrator must register an authenticator first.
 */
export const ZLoginStep = z.enum(['DONE', 'TRMS_REAGRE', 'PSWD_CHG', 'OTP_ENROLL', 'GRDN_CNST']);
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
