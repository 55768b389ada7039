import { adminCrudPaths } from '../common/api.js';

/** The day-based coupon calls of students (issue 15): today's coupon, entries, my entries and wins, the congratulation. */
export const cpnPaths = {
  list: 'GET /icec/api/dayBsdCpn/list',
  entry: 'POST /icec/api/dayBsdCpn/:cpnId/entry',
  my: 'GET /icec/api/dayBsdCpn/my',
  congrats: 'GET /icec/api/dayBsdCpn/congrats',
  congratsSeen: 'POST /icec/api/dayBsdCpn/congrats/seen',
} as const;

/** The public draws and their verification (guests too). */
export const cpnResultPaths = {
  resultList: 'GET /icec/api/dayBsdCpn/result/list',
  result: 'GET /icec/api/dayBsdCpn/result/:cpnId',
} as const;

/** Admin dayBsdCpnMng: the coupon days (CRUD shell). */
export const dayBsdCpnMngPaths = adminCrudPaths('/api/dayBsdCpnMng', 'cpnId');

/** Admin dayBsdCpnMng: draw, cancel, congratulate, the winners (and their .xlsx after the reason) and their prizes handed over. */
export const dayBsdCpnDrawPaths = {
  draw: 'POST /api/dayBsdCpnMng/:cpnId/draw',
  cancel: 'POST /api/dayBsdCpnMng/:cpnId/cancel',
  congrats: 'PUT /api/dayBsdCpnMng/:cpnId/congrats',
  winners: 'GET /api/dayBsdCpnMng/:cpnId/winners',
  winnersExport: 'POST /api/dayBsdCpnMng/:cpnId/winners/export',
  handover: 'POST /api/dayBsdCpnMng/:cpnId/winners/:entryNo/handover',
} as const;
