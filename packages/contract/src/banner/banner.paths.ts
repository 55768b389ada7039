import { adminCrudPaths } from '../common/api.js';

/** The banners of /main (MAIN) and the lower pages (SUB) showing now, for every visitor; schemas in banner.api.ts. */
export const bannerPaths = {
  list: 'GET /icec/api/banner/list',
} as const;

/** admin banner (spec §2): the banners' list, detail, add, edit and delete. */
export const bannerMngPaths = adminCrudPaths('/api/banner', 'bannerId');
