/** The member admin pages (spec §2 admin member, userMngDtl/list/:acntTypeCd); schemas in member-admin.api.ts. */
export const memberAdminPaths = {
  list: 'GET /api/member/list',
  listOfAcntType: 'GET /api/userMngDtl/list/:acntTypeCd',
  detail: 'GET /api/member/:userId',
  approve: 'POST /api/member/:userId/approve',
  lock: 'POST /api/member/:userId/lock',
  unlock: 'POST /api/member/:userId/unlock',
  withdraw: 'POST /api/member/:userId/withdraw',
  export: 'POST /api/member/export',
} as const;
