import { adminCrudPaths } from '../common/api.js';

/** spec §4 user popup: the popups showing now on a page, for every visitor; schemas in popup.api.ts. */
export const popupPaths = {
  list: 'GET /icec/api/popup/list',
} as const;

/** admin popup (spec §2): the user popups' list, detail, add, edit and delete. */
export const popupMngPaths = adminCrudPaths('/api/popup', 'popupId');
