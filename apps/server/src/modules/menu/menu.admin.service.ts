import type { TMenuItem } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { findActiveMenus } from './menu.repo.js';

/**
 * The back office's side menu (realm ADMIN): every active entry whose parent is active. Which admin
 * may run a page is decided by that page's API (e.g. SUPER-only pages answer 403), not by the menu.
 */
export async function listAdminMenus(db: TDb): Promise<TMenuItem[]> {
  const rows = await findActiveMenus(db, 'ADMIN');
  const shown = new Set<string>();
  const out: TMenuItem[] = [];
  for (const { mbrTypeAuthrts: _unused, ...row } of rows) {
    if (row.upMenuId && !shown.has(row.upMenuId)) continue;
    shown.add(row.menuId);
    out.push({ ...row, acsAuthrt: 'Y' });
  }
  return out;
}
