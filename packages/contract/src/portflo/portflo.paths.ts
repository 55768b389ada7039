/**
 * The portfolio (issue 18): /myPage/portflo/:userId?, its PDF, the fusion activity list of
 * /myPage/fusionActv/list/:userId and the career history of /myPage/stdntCrrHstry. Without userId
 * the logged-in student's; with it, a reader of that student (cls studentAccessOf). Schemas in portflo.api.ts.
 */
export const portfloPaths = {
  view: 'GET /icec/api/portflo/view/:userId?',
  settings: 'PUT /icec/api/portflo/settings',
  pdf: 'GET /icec/api/portflo/pdf/:userId?',
  fusionActv: 'GET /icec/api/portflo/fusionActv/:userId',
  hstry: 'GET /icec/api/portflo/hstry/:userId?',
  /** a teacher's pick list for the history: the school's classes of a year and their students */
  stdnts: 'GET /icec/api/portflo/stdnts',
} as const;

/** Administrators read any student's portfolio, its PDF, fusion list and history (an admin session cannot use the user realm, spec §5). */
export const portfloMngPaths = {
  view: 'GET /api/portflo/view/:userId',
  pdf: 'GET /api/portflo/pdf/:userId',
  fusionActv: 'GET /api/portflo/fusionActv/:userId',
  hstry: 'GET /api/portflo/hstry/:userId',
  /** every field of each activity (administrators have no activity page, spec §2) */
  actv: 'GET /api/portflo/actv/:userId',
} as const;
