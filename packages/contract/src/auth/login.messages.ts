/** Korean texts of the login screens (spec §8 admin login warnings, §2 login); zod-free for the public first load. */
export const LOGIN_MESSAGES = {
  enterId: '아이디를 입력해 주세요.',
  enterPswd: '비밀번호를 입력해 주세요.',
  enterOtp: '일회용 인증번호(OTP)를 입력해 주세요.',
  mismatch: '아이디 또는 비밀번호가 일치하지 않습니다.',
  otpMismatch: '일회용 인증번호(OTP)가 올바르지 않습니다.',
  otpNotEnrolled: 'OTP가 등록되지 않은 관리자 계정입니다. 로그인 화면의 [신규 관리자 OTP 등록]에서 먼저 등록해 주세요.',
  locked: '비밀번호를 5회 잘못 입력하여 계정이 잠겼습니다. 잠시 후 다시 시도해 주세요.',
  /** issue 13: the fifth wrong current password behind a session (password change, withdrawal) */
  lockedLoggedOut: '비밀번호를 5회 잘못 입력하여 계정이 잠겼으며, 보안을 위해 로그아웃되었습니다. 잠시 후 다시 로그인해 주세요.',
  adminLocked: '관리자에 의해 이용이 제한된 계정입니다. 교육원에 문의해 주세요.',
  pending: '관리자 승인 대기 중인 계정입니다. 승인 후 로그인할 수 있습니다.',
  dormant: '휴면 상태인 계정입니다. 본인인증 후 다시 이용할 수 있습니다.',
  withdrawn: '아이디 또는 비밀번호가 일치하지 않습니다.',
  adminOnUserService: '관리자 계정으로는 사용자 서비스에 로그인할 수 없습니다.',
  userOnAdmin: '관리자 계정이 아닙니다.',
  ipDenied: '허용되지 않은 IP에서는 관리자 페이지에 접근할 수 없습니다.',
  sessionExpired: '로그인 시간이 끝나 로그아웃되었습니다. 로그인 화면으로 이동합니다.',
  sessionExtendAsk: '1분 후 자동으로 로그아웃됩니다. 로그인 시간을 연장하시겠습니까?',
  loginRequired: '로그인이 필요합니다.',
} as const;

/**
 * Issue 13: the code of the 401 answered at the fifth wrong current password behind a session
 * (password change, withdrawal). The session is gone; the client goes to its realm's login page.
 */
export const LOCKED_LOGOUT_CODE = 'LOCKED_LOGOUT';
