/**
 * The common code calls (spec §7 manageCode); schemas in code.api.ts. The user realm's list and view
 * answer the reflected codes to anyone; changeSortSeq and resetCodeList are the spec's /icec/ paths
 * but open to administrators only.
 */
export const codePaths = {
  list: 'GET /icec/api/manageCode/list',
  view: 'GET /icec/api/manageCode/view',
  changeSortSeq: 'POST /icec/api/manageCode/changeSortSeq',
  resetCodeList: 'GET /icec/api/manageCode/resetCodeList',
} as const;

/** The code (classification) page's calls: the codes as administrators edit them. */
export const codeMngPaths = {
  view: 'GET /api/manageCode/view',
  partCodeList: 'GET /api/manageCode/partCodeList',
  list: 'GET /api/manageCode/list',
  reflectStatus: 'GET /api/manageCode/reflectStatus',
  create: 'POST /api/manageCode',
  update: 'PUT /api/manageCode/:comCdId',
  remove: 'DELETE /api/manageCode/:comCdId',
} as const;
