/**
 * The contents library (issue 20): the public library and content page (/infoGd/conts, guests may
 * read published contents), and the administrator's contents (admin `contents`: states, versions,
 * restore); schemas in conts.api.ts. `clsfTree` is placed before `:contsId` only for reading: the
 * router prefers the static segment.
 */
export const contsPaths = {
  list: 'GET /icec/api/conts',
  clsfTree: 'GET /icec/api/conts/clsfTree',
  detail: 'GET /icec/api/conts/:contsId',
} as const;

export const contsMngPaths = {
  list: 'GET /api/contents',
  create: 'POST /api/contents',
  clsfTree: 'GET /api/contents/clsfTree',
  item: 'GET /api/contents/:contsId',
  update: 'PUT /api/contents/:contsId',
  remove: 'DELETE /api/contents/:contsId',
  stts: 'PUT /api/contents/:contsId/stts',
  versions: 'GET /api/contents/:contsId/versions',
  version: 'GET /api/contents/:contsId/versions/:verNo',
  restore: 'POST /api/contents/:contsId/versions/:verNo/restore',
} as const;
