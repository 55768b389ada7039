/**
 * Account self-service (spec §2): find id and password, the login steps (terms re-agreement,
 * password change, also the admin's first one) and my info. Schemas in my-info.api.ts.
 */
export const myInfoPaths = {
  findId: 'POST /icec/api/login/findId',
  findPswdVerify: 'POST /icec/api/login/findPswd/verify',
  findPswdReset: 'POST /icec/api/login/findPswd/reset',
  trmsReAgreList: 'GET /icec/api/login/trmsReAgre',
  trmsReAgre: 'POST /icec/api/login/trmsReAgre',
  pswdChg: 'POST /icec/api/login/pswdChg',
  adminPswdChg: 'POST /api/login/pswdChg',
  myInfo: 'GET /icec/api/myInfo',
  updateMyInfo: 'PUT /icec/api/myInfo',
  pswdCheck: 'POST /icec/api/myInfo/pswdCheck',
  withdraw: 'POST /icec/api/myInfo/withdraw',
} as const;
