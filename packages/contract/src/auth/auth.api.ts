import { defineApi } from '../common/api.js';
import { ZOtpEnrollConfirmRequest, ZOtpEnrollStartRequest, ZOtpEnrollStartResponse } from '../manager/manager.schema.js';
import { authAdminPaths, authPaths } from './auth.paths.js';
import {
  ZAdminLoginProcRequest,
  ZIsLoginResponse,
  ZLoginProcRequest,
  ZLoginProcResponse,
  ZLoginUserInfoResponse,
  ZSessionExtendResponse,
} from './login.schema.js';

/** The calls both realms have; logout answers a redirect (no JSON). */
const sessionCalls = {
  getLoginUserInfo: { response: ZLoginUserInfoResponse },
  isLogin: { response: ZIsLoginResponse },
  extend: { response: ZSessionExtendResponse },
  logout: {},
} as const;

export const authApi = defineApi(authPaths, {
  loginProc: { body: ZLoginProcRequest, response: ZLoginProcResponse },
  ...sessionCalls,
});

export const authAdminApi = defineApi(authAdminPaths, {
  loginProc: { body: ZAdminLoginProcRequest, response: ZLoginProcResponse },
  ...sessionCalls,
  otpEnrollStart: { body: ZOtpEnrollStartRequest, response: ZOtpEnrollStartResponse },
  otpEnrollConfirm: { body: ZOtpEnrollConfirmRequest, response: ZLoginProcResponse },
});
