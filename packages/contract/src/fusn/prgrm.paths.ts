/**
 * Fusion programs (issue 19): the public calendar and program view (/crrFusion is a public prefix,
 * spec §6), and the administrator's program establishment (prgrmEstbl: GRP and INDV variants,
 * sessions, the closure calendar, copy to the next term); schemas in prgrm.api.ts.
 */
export const fusnPrgrmPaths = {
  calendar: 'GET /icec/api/fusn/calendar',
  prgrmView: 'GET /icec/api/fusn/prgrm/:prgrmId',
} as const;

export const fusnPrgrmMngPaths = {
  list: 'GET /api/fusn/prgrm',
  view: 'GET /api/fusn/prgrm/:prgrmId',
  create: 'POST /api/fusn/prgrm',
  update: 'PUT /api/fusn/prgrm/:prgrmId',
  remove: 'DELETE /api/fusn/prgrm/:prgrmId',
  stts: 'POST /api/fusn/prgrm/:prgrmId/stts',
  copy: 'POST /api/fusn/prgrm/:prgrmId/copy',
  srvyOptions: 'GET /api/fusn/srvyOptions',
  sesnList: 'GET /api/fusn/prgrm/:prgrmId/sesn',
  sesnGenerate: 'POST /api/fusn/prgrm/:prgrmId/sesn/generate',
  sesnCreate: 'POST /api/fusn/prgrm/:prgrmId/sesn',
  sesnUpdate: 'PUT /api/fusn/sesn/:sesnId',
  sesnCancel: 'POST /api/fusn/sesn/:sesnId/cancel',
  clsrList: 'GET /api/fusn/clsr',
  clsrSave: 'POST /api/fusn/clsr',
  clsrRemove: 'DELETE /api/fusn/clsr/:clsrYmd',
} as const;
