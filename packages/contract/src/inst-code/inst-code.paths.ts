import { adminCrudPaths } from '../common/api.js';

/** The institution-code page's calls (spec §2 admin instCode), and the active codes for selects; schemas in inst-code.api.ts. */
export const instCodeMngPaths = {
  ...adminCrudPaths('/api/instCode', 'instCodeId'),
  options: 'GET /api/instCode/options',
} as const;
