import { adminCrudPaths } from '../common/api.js';

/** admin prhbwdMng: the prohibited words, their bulk add and the 'test a sentence' tool; schemas in prhbwd.api.ts. */
export const prhbwdMngPaths = {
  ...adminCrudPaths('/api/prhbwdMng', 'prhbwdId'),
  bulk: 'POST /api/prhbwdMng/bulk',
  check: 'POST /api/prhbwdMng/check',
} as const;
