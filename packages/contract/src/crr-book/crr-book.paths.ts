import { adminCrudPaths } from '../common/api.js';

/** The career book calls (spec §2 /infoGd/crrBook, admin crrBookMng); schemas in crr-book.api.ts. */
export const crrBookPaths = {
  list: 'GET /icec/api/crrBook/list',
  detail: 'GET /icec/api/crrBook/:crrBookId',
} as const;

export const crrBookMngPaths = adminCrudPaths('/api/crrBookMng', 'crrBookId');
