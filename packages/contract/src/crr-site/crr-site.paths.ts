import { adminCrudPaths } from '../common/api.js';

/** /infoGd/crrSite's list, public (spec §6); schemas in crr-site.api.ts. */
export const crrSitePaths = {
  list: 'GET /icec/api/crrSite/list',
} as const;

/** The career sites page's calls (spec §2 admin crrSiteMng). */
export const crrSiteMngPaths = adminCrudPaths('/api/crrSiteMng', 'crrSiteId');
