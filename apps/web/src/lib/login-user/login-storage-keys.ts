import type { TLoginStep } from '@portal/contract';

/**
 * sessionStorage keys shared with the pages that finish a login (member feature: /login/trmsReAgre,
 * /login/pswdChg): where to go once logged in, and whether the password-change notice is due.
 */
export const LOGIN_REDIRECT_KEY = 'loginRedirectUrl';
export const PSWD_CHG_NOTICE_KEY = 'pswdChgNotice';

/** The page of each step a user-realm login may stop at (decision 005). */
export const LOGIN_STEP_PATHS: Record<Exclude<TLoginStep, 'DONE'>, string> = {
  TRMS_REAGRE: '/login/trmsReAgre',
  PSWD_CHG: '/login/pswdChg',
  OTP_ENROLL: '/admin/otpEnroll',
  GRDN_CNST: '/login/grdnCnst',
};
