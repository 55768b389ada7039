import { adminCrudPaths } from '../common/api.js';

/** Surveys (issue 17): answering (/srvy/list, /srvy/:srvyId) and the administrators' builder (admin srvy); schemas in srvy.api.ts. */
export const srvyPaths = {
  list: 'GET /icec/api/srvy/list',
  view: 'GET /icec/api/srvy/:srvyId',
  save: 'POST /icec/api/srvy/:srvyId/save',
  submit: 'POST /icec/api/srvy/:srvyId/submit',
} as const;

export const srvyMngPaths = {
  ...adminCrudPaths('/api/srvy', 'srvyId'),
  copy: 'POST /api/srvy/:srvyId/copy',
  publish: 'POST /api/srvy/:srvyId/publish',
  close: 'POST /api/srvy/:srvyId/close',
  newVersion: 'POST /api/srvy/:srvyId/version',
  saveDef: 'PUT /api/srvy/:srvyId/def',
  texts: 'PUT /api/srvy/:srvyId/texts',
} as const;
