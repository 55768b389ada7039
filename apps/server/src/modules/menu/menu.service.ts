import type { TMenuItem } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { findActiveMenus } from './menu.repo.js';

/**
 * Public: the user-side menu. spec §6: a menu limited to member types the caller lacks is
 * listed with acsAuthrt N, so the header can say why it cannot be run. A menu whose parent is
 * switched off is left out with its children.
 */
export async function listUserMenus(db: TDb, user: TRequestUser | null): Promise<TMenuItem[]> {
  const rows = await findActiveMenus(db);
  const visible = new Set<string>();
  const out: TMenuItem[] = [];
  for (const { mbrTypeAuthrts, ...row } of rows) {
    if (row.upMenuId && !visible.has(row.upMenuId)) continue;
    visible.add(row.menuId);
    const allowed = !mbrTypeAuthrts || (user?.mbrTypeAuthrt != null && mbrTypeAuthrts.includes(user.mbrTypeAuthrt));
    out.push({ ...row, acsAuthrt: allowed ? 'Y' : 'N' });
  }
  return out;
}
