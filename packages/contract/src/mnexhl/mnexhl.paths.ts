import { adminCrudPaths } from '../common/api.js';

/** The halls for the public pages (spec §2 /eduIntdcn, /infoGd/crrFusionActvMnexhl); schemas in mnexhl.api.ts. */
export const mnexhlPaths = {
  bmnexhlList: 'GET /icec/api/mnexhl/bmnexhl/list',
  bmnexhl: 'GET /icec/api/mnexhl/bmnexhl/:bmnexhlId',
  smnexhl: 'GET /icec/api/mnexhl/smnexhl/:bmnexhlId/:smnexhlNo',
} as const;

/** spec §2 admin mnexhlMng: the big halls, and the small halls inside them. */
export const bmnexhlMngPaths = adminCrudPaths('/api/mnexhlMng/bmnexhl', 'bmnexhlId');
export const smnexhlMngPaths = adminCrudPaths('/api/mnexhlMng/smnexhl', 'smnexhlId');
