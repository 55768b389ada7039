/**
 * Login, login state and logout (spec §2, §5, §7), one object per realm: the user realm under
 * /icec/api/login, the admin realm under /api/login (with the admin's OTP enrolment). Schemas in auth.api.ts.
 */
export const authPaths = {
  loginProc: 'POST /icec/api/login/login-proc',
  getLoginUserInfo: 'POST /icec/api/login/getLoginUserInfo',
  isLogin: 'POST /icec/api/login/isLogin',
  extend: 'POST /icec/api/login/extend',
  logout: 'GET /icec/api/login/logout-proc',
} as const;

export const authAdminPaths = {
  loginProc: 'POST /api/login/login-proc',
  getLoginUserInfo: 'POST /api/login/getLoginUserInfo',
  isLogin: 'POST /api/login/isLogin',
  extend: 'POST /api/login/extend',
  logout: 'GET /api/login/logout-proc',
  otpEnrollStart: 'POST /api/login/otp-enroll/start',
  otpEnrollConfirm: 'POST /api/login/otp-enroll/confirm',
} as const;
