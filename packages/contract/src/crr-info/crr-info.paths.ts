import { adminCrudPaths } from '../common/api.js';

/** The career information calls (spec §2 /crrInsp/crrInfo, admin crrInfoMng); schemas in crr-info.api.ts. */
export const crrInfoPaths = {
  list: 'GET /icec/api/crrInfo/list',
  detail: 'GET /icec/api/crrInfo/detail/:jobCd',
  read: 'POST /icec/api/crrInfo/read/:jobCd',
} as const;

export const crrInfoMngPaths = adminCrudPaths('/api/crrInfoMng', 'jobCd');
