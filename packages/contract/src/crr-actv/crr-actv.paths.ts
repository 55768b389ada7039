/**
 * Career activities (issue 18): the lists /crrActv/:upSection/:section/list, the view, the form
 * (/crrActv/write[/:crrActvId]), and a teacher reading one student's (/myPage/list/:userId,
 * /myPage/view/:userId/:crrActvId); schemas in crr-actv.api.ts.
 */
export const crrActvPaths = {
  list: 'GET /icec/api/crrActv/list',
  writeTargets: 'GET /icec/api/crrActv/writeTargets',
  view: 'GET /icec/api/crrActv/:crrActvId',
  create: 'POST /icec/api/crrActv',
  update: 'PUT /icec/api/crrActv/:crrActvId',
  remove: 'DELETE /icec/api/crrActv/:crrActvId',
  stdntList: 'GET /icec/api/crrActv/stdnt/:userId/list',
  stdntView: 'GET /icec/api/crrActv/stdnt/:userId/:crrActvId',
  excel: 'POST /icec/api/crrActv/excel',
} as const;
