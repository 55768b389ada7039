/**
 * Bulk registration of a class's students (issue 18, /myPage/stdntEblcUld) and the teachers' member
 * management (/mbrMng); schemas in stdnt-mng.api.ts.
 */
export const stdntEblcUldPaths = {
  /** the .xlsx template: 이름, 번호, 생년월일 and one example row */
  template: 'GET /icec/api/stdntEblcUld/template',
  /** checks every row of the sheet (the request body, .xlsx or CSV) for the class; writes nothing */
  check: 'POST /icec/api/stdntEblcUld/:clsId/check',
  /** re-checks, then creates the accounts in one transaction; answers the credentials sheet (.xlsx) once */
  register: 'POST /icec/api/stdntEblcUld/:clsId/register',
} as const;

/**
 * The login step GRDN_CNST (issue 18, SECURITY 16): a bulk-registered child under 14 records the
 * consent of a legal guardian who verified their identity in this browser (purpose GUARDIAN).
 */
export const grdnCnstPaths = {
  grdnCnst: 'POST /icec/api/login/grdnCnst',
} as const;

export const mbrMngPaths = {
  /** the classes of this school year the teacher manages (homeroom; all of the school for its career teacher) */
  classes: 'GET /icec/api/mbrMng/classes',
  list: 'GET /icec/api/mbrMng/list',
  detail: 'GET /icec/api/mbrMng/:userId',
  resetPswd: 'POST /icec/api/mbrMng/:userId/resetPswd',
  lock: 'POST /icec/api/mbrMng/:userId/lock',
  unlock: 'POST /icec/api/mbrMng/:userId/unlock',
} as const;
