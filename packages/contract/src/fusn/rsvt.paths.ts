/**
 * School reservations of GRP sessions and their students' applications (issue 19): the teacher's
 * /myPage/fusionActvMng, fusionActvRsvtView, fusionActvStdntAplyList/NotAplyList (query schlRsvtId),
 * the student's fusionActvSbmsnView/:schlRsvtId/:aplyUnitCd, and the administrator's group activity
 * management (reservations, confirmation, cancellation with a reason, student lists); schemas in rsvt.api.ts.
 */
export const fusnRsvtPaths = {
  reserve: 'POST /icec/api/fusn/rsvt',
  list: 'GET /icec/api/fusn/rsvt',
  mine: 'GET /icec/api/fusn/rsvt/mine',
  view: 'GET /icec/api/fusn/rsvt/:schlRsvtId',
  cancel: 'POST /icec/api/fusn/rsvt/:schlRsvtId/cancel',
  sheet: 'GET /icec/api/fusn/rsvt/:schlRsvtId/sheet',
  ical: 'GET /icec/api/fusn/rsvt/:schlRsvtId/ical',
  unitView: 'GET /icec/api/fusn/rsvt/:schlRsvtId/unit/:aplyUnitCd',
  unitApply: 'POST /icec/api/fusn/rsvt/:schlRsvtId/unit/:aplyUnitCd/aply',
  aplyCancel: 'DELETE /icec/api/fusn/rsvt/:schlRsvtId/aply',
  stdntAplyList: 'GET /icec/api/fusn/rsvt/:schlRsvtId/stdnt/aply',
  stdntNotAplyList: 'GET /icec/api/fusn/rsvt/:schlRsvtId/stdnt/notAply',
  assign: 'POST /icec/api/fusn/rsvt/:schlRsvtId/assign',
  remind: 'POST /icec/api/fusn/rsvt/:schlRsvtId/remind',
} as const;

export const fusnRsvtMngPaths = {
  list: 'GET /api/fusn/rsvt',
  view: 'GET /api/fusn/rsvt/:schlRsvtId',
  confirm: 'POST /api/fusn/rsvt/:schlRsvtId/confirm',
  cancel: 'POST /api/fusn/rsvt/:schlRsvtId/cancel',
  stdntList: 'GET /api/fusn/rsvt/:schlRsvtId/stdnt',
  excel: 'POST /api/fusn/rsvt/excel',
} as const;
