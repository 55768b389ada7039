/** Career inspections (spec §2 /crrInsp/crrInsp, crrInspRslt; admin langDgns); schemas in insp.api.ts. */
export const inspPaths = {
  list: 'GET /icec/api/crrInsp/list',
  view: 'GET /icec/api/crrInsp/view/:inspName',
  sheet: 'POST /icec/api/crrInsp/sheet/:inspName',
  answer: 'POST /icec/api/crrInsp/answer',
  submit: 'POST /icec/api/crrInsp/submit',
  rsltList: 'GET /icec/api/crrInsp/rslt/list',
  rslt: 'GET /icec/api/crrInsp/rslt/:sheetId',
  rsltPdf: 'GET /icec/api/crrInsp/rslt/:sheetId/pdf',
} as const;

/** The test bank (admin langDgns). */
export const langDgnsPaths = {
  list: 'GET /api/langDgns/list',
  item: 'GET /api/langDgns/:inspId',
  create: 'POST /api/langDgns',
  update: 'PUT /api/langDgns/:inspId',
  saveDef: 'PUT /api/langDgns/:inspId/def',
  publish: 'POST /api/langDgns/:inspId/publish',
  stts: 'POST /api/langDgns/:inspId/stts',
  stats: 'GET /api/langDgns/:inspId/stats',
  adoptNorm: 'POST /api/langDgns/:inspId/norm',
  rsltExport: 'POST /api/langDgns/:inspId/rsltExport',
} as const;
