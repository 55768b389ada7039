/**
 * The points ledger's calls: spec §7 myPoint and insertPoint, the student's history, and the
 * administrator's ledgers, corrections and rules (cmpnPointMng). Campaigns, coupon days and goods
 * have their own files beside this one.
 */
export const pointPaths = {
  myPoint: 'GET /icec/api/cmpnPointAply/myPoint',
  insertPoint: 'POST /icec/api/cmpnPointAply/insertPoint',
  history: 'GET /icec/api/cmpnPointAply/history',
} as const;

export const pointMngPaths = {
  holderList: 'GET /api/cmpnPointMng/holder/list',
  ledger: 'GET /api/cmpnPointMng/holder/:userId/ledger',
  adjust: 'POST /api/cmpnPointMng/holder/:userId/adjust',
  ruleList: 'GET /api/cmpnPointMng/rule/list',
  ruleUpdate: 'PUT /api/cmpnPointMng/rule/:pointTypeCd',
  holderExport: 'POST /api/cmpnPointMng/holder/export',
  ledgerExport: 'POST /api/cmpnPointMng/holder/:userId/ledger/export',
} as const;
