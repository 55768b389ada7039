/**
 * spec §7 log calls, shared by both realms (never rewritten to /icec/): the visit, the menu use and
 * the recommendations; schemas in common-log.api.ts.
 */
export const commonLogPaths = {
  acsSave: 'POST /api/commonLog/acs/save',
  acsMenu: 'POST /api/commonLog/acs/menu',
  rcmdtnCount: 'GET /api/commonLog/rcmdtn/count/:srvcCd/:idntfId',
  rcmdtnSave: 'POST /api/commonLog/rcmdtn/save',
} as const;
