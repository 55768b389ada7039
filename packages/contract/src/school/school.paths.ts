import { adminCrudPaths } from '../common/api.js';

/** The school page's calls (spec §2 admin schlInfoMng) with the spreadsheet import; schemas in school.api.ts. */
export const schoolMngPaths = {
  ...adminCrudPaths('/api/schlInfoMng', 'schlId'),
  importTemplate: 'GET /api/schlInfoMng/importTemplate',
  import: 'POST /api/schlInfoMng/import',
} as const;

/** The school picker of the join and my-info forms (public: a guest joins); schemas in school.api.ts. */
export const schoolPaths = {
  search: 'GET /icec/api/schl/search',
} as const;
