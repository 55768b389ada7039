/**
 * Contents classes (수업, issue 20): the administrator's classes (admin `contentClasses`: /admin/classes is the
 * schools' classes of issue 18), the public class pages (/infoGd/contsCrs, guests read published classes),
 * a teacher's assignments to their own school class and a student's opened contents. Static segments
 * (`asgn`, `open`, `tchrCls`) are matched before `:crsId`.
 */
export const contsCrsPaths = {
  list: 'GET /icec/api/contsCrs',
  tchrCls: 'GET /icec/api/contsCrs/tchrCls',
  asgnList: 'GET /icec/api/contsCrs/asgn',
  asgnProgress: 'GET /icec/api/contsCrs/asgn/:asgnId',
  unassign: 'DELETE /icec/api/contsCrs/asgn/:asgnId',
  open: 'POST /icec/api/contsCrs/open',
  detail: 'GET /icec/api/contsCrs/:crsId',
  assign: 'POST /icec/api/contsCrs/:crsId/asgn',
} as const;

export const contsCrsMngPaths = {
  list: 'GET /api/contentClasses',
  create: 'POST /api/contentClasses',
  contsOptions: 'GET /api/contentClasses/contsOptions',
  item: 'GET /api/contentClasses/:crsId',
  update: 'PUT /api/contentClasses/:crsId',
  remove: 'DELETE /api/contentClasses/:crsId',
  stts: 'PUT /api/contentClasses/:crsId/stts',
} as const;
