/**
 * Schools' teachers, classes and rosters (issue 18); schemas in cls.api.ts.
 * Users' realm: a teacher's school (schlInfo), designations by the career teacher (tchrDsgn), classes,
 * rosters and promotion (clsInfo). Admin realm: the spec admin page `classes`.
 */
export const schlInfoPaths = {
  /** my school, its classes of a school year, its teachers; a teacher without a school gets schl null */
  mine: 'GET /icec/api/schlInfo',
  /** a teacher without an approved school asks to join one (PNDG); asking again replaces the request */
  request: 'POST /icec/api/schlInfo/request',
  approveTchr: 'POST /icec/api/schlInfo/tchr/:userId/approve',
  /** refusing deletes the request: the teacher may ask again */
  refuseTchr: 'POST /icec/api/schlInfo/tchr/:userId/refuse',
} as const;

export const tchrDsgnPaths = {
  view: 'GET /icec/api/tchrDsgn',
  save: 'PUT /icec/api/tchrDsgn',
} as const;

export const clsInfoPaths = {
  classes: 'GET /icec/api/clsInfo/classes',
  createClass: 'POST /icec/api/clsInfo/classes',
  roster: 'GET /icec/api/clsInfo/classes/:clsId',
  approve: 'POST /icec/api/clsInfo/classes/:clsId/approve',
  move: 'POST /icec/api/clsInfo/classes/:clsId/move',
  promotion: 'GET /icec/api/clsInfo/promotion',
  promote: 'POST /icec/api/clsInfo/promotion',
} as const;

/** spec admin page `classes`: schools' classes and teachers. */
export const clsMngPaths = {
  list: 'GET /api/classes/list',
  teachers: 'GET /api/classes/teachers',
  approveTchr: 'POST /api/classes/teachers/:userId/approve',
  refuseTchr: 'POST /api/classes/teachers/:userId/refuse',
  crrTchr: 'PUT /api/classes/teachers/:userId/crrTchr',
} as const;
