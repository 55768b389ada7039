/**
 * Attendance, check-in and certificates (issue 19): the teacher's roster of a reservation (live
 * check-ins, marking), the student's QR check-in, the participation certificate and its public
 * verification, and the administrator's stdntAtndcMng (a day's sessions, a session's roster, the
 * hall's rotating QR code); schemas in atndc.api.ts.
 */
export const fusnAtndcPaths = {
  rsvtRoster: 'GET /icec/api/fusn/atndc/rsvt/:schlRsvtId',
  rsvtMark: 'POST /icec/api/fusn/atndc/rsvt/:schlRsvtId',
  chkin: 'POST /icec/api/fusn/chkin',
  cert: 'GET /icec/api/fusn/aply/:aplyId/cert',
  certVerify: 'GET /icec/api/fusn/cert/:certNo',
} as const;

export const fusnAtndcMngPaths = {
  sesnOfDay: 'GET /api/fusn/atndc/sesn',
  sesnRoster: 'GET /api/fusn/atndc/sesn/:sesnId',
  sesnMark: 'POST /api/fusn/atndc/sesn/:sesnId',
  hallQr: 'GET /api/fusn/hall/:bmnexhlId/qr',
  excel: 'POST /api/fusn/atndc/sesn/:sesnId/excel',
} as const;
