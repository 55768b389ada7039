import { adminCrudPaths } from '../common/api.js';

/** /infoGd/crrInst's list, public (spec §6); schemas in assist-inst.api.ts. */
export const assistInstPaths = {
  list: 'GET /icec/api/assistInst/list',
} as const;

/** The assist-institution page's calls (spec §2 admin assistInst). */
export const assistInstMngPaths = adminCrudPaths('/api/assistInst', 'assistInstId');
