/**
 * sessionStorage keys shared with the pages that finish a login (member feature: /login/trmsReAgre,
 * /login/pswdChg): where to go once logged in, and whether the password-change notice is due.
 */
export const LOGIN_REDIRECT_KEY = 'loginRedirectUrl';
export const PSWD_CHG_NOTICE_KEY = 'pswdChgNotice';
