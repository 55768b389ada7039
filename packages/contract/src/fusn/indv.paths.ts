/**
 * Individual programs (issue 19): a student's direct application to an INDV session (first come
 * first served, or a lottery with a ranked waitlist and offers of freed seats), the student's own
 * applications of both kinds, the public draw verification, and the administrator's individual
 * activity management (sessions, applicants, the draw); schemas in indv.api.ts.
 */
export const fusnIndvPaths = {
  apply: 'POST /icec/api/fusn/sesn/:sesnId/aply',
  cancel: 'DELETE /icec/api/fusn/sesn/:sesnId/aply',
  accept: 'POST /icec/api/fusn/sesn/:sesnId/offer/accept',
  decline: 'POST /icec/api/fusn/sesn/:sesnId/offer/decline',
  mine: 'GET /icec/api/fusn/aply/mine',
  ical: 'GET /icec/api/fusn/aply/:aplyId/ical',
  draw: 'GET /icec/api/fusn/sesn/:sesnId/draw',
} as const;

export const fusnIndvMngPaths = {
  sesnList: 'GET /api/fusn/indv/sesn',
  aplyList: 'GET /api/fusn/sesn/:sesnId/aply',
  draw: 'POST /api/fusn/sesn/:sesnId/draw',
  excel: 'POST /api/fusn/sesn/:sesnId/aply/excel',
} as const;
