import type { TAdmRoleCd, TMenuItem } from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { findMember } from '../member/index.js';
import { findActiveMenus } from './menu.repo.js';

/** The role of an active administrator, read from the database on every call (as assertSuperAdmin). */
export async function activeAdminRole(db: TDb | TTx, userId: string): Promise<TAdmRoleCd | null> {
  const me = await findMember(db, userId);
  return me?.userTypeCd === 'A' && me.userSttsCd === 'ACTV' ? (me.admRoleCd ?? null) : null;
}

/**
 * The back office's side menu (realm ADMIN): every active entry whose parent is shown and which is
 * not limited to other administrator roles (mbrTypeAuthrts holds ADM_ROLE codes here), so a STAFF
 * administrator is not offered the SUPER-only pages. Their APIs still check the role themselves.
 */
export async function listAdminMenus(db: TDb, userId: string): Promise<TMenuItem[]> {
  const [rows, role] = await Promise.all([findActiveMenus(db, 'ADMIN'), activeAdminRole(db, userId)]);
  const shown = new Set<string>();
  const out: TMenuItem[] = [];
  for (const { mbrTypeAuthrts, ...row } of rows) {
    if (row.upMenuId && !shown.has(row.upMenuId)) continue;
    if (mbrTypeAuthrts && !(role && mbrTypeAuthrts.includes(role))) continue;
    shown.add(row.menuId);
    out.push({ ...row, acsAuthrt: 'Y' });
  }
  // a group whose every page is for other roles goes too: its own link is one of those pages
  const groups = new Set(rows.map((r) => r.upMenuId));
  const filled = new Set(out.map((m) => m.upMenuId));
  return out.filter((m) => !groups.has(m.menuId) || filled.has(m.menuId));
}
