import { isKnownPagePath, type TMenuItem } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { findActiveMenus } from './menu.repo.js';

type TMenuRow = Awaited<ReturnType<typeof findActiveMenus>>[number];

/** The path of an in-app menu URL ('/x?y' → '/x'); null for an address of another site or none. */
function internalPath(menuUrl: string | null): string | null {
  const url = menuUrl?.trim();
  if (!url?.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  return url.split(/[?#]/)[0] ?? null;
}

/**
 * Issue 14: a menu leads only to a page the web app has (the contract's route table). A menu whose
 * in-app URL is not such a page is left out, unless pages remain under it: then it stays as their
 * group, without a link of its own. A group left with nothing under it and no page goes too.
 */
function onlyBuiltPages(rows: TMenuItem[]): TMenuItem[] {
  const children = new Map<string, TMenuItem[]>();
  for (const row of rows) if (row.upMenuId) children.set(row.upMenuId, [...(children.get(row.upMenuId) ?? []), row]);
  const kept = new Map<string, TMenuItem>();
  // deepest first, so a group is judged after what remains under it
  for (const row of [...rows].sort((a, b) => b.level - a.level)) {
    const path = internalPath(row.menuUrl);
    const hasChildren = (children.get(row.menuId) ?? []).some((child) => kept.has(child.menuId));
    if (path !== null && !isKnownPagePath(path)) {
      if (hasChildren) kept.set(row.menuId, { ...row, menuUrl: null });
    } else if (row.menuUrl !== null || hasChildren || !children.has(row.menuId)) kept.set(row.menuId, row);
  }
  return rows.flatMap((row) => kept.get(row.menuId) ?? []);
}

/**
 * spec §6: a menu limited to member types the caller lacks is listed with acsAuthrt N, so the
 * header can say why it cannot be run; a guest is asked to log in first (lgnNeedYn Y), since
 * the login decides the member type.
 */
function forCaller({ mbrTypeAuthrts, ...row }: TMenuRow, user: TRequestUser | null): TMenuItem {
  if (!mbrTypeAuthrts) return { ...row, acsAuthrt: 'Y' };
  if (!user) return { ...row, acsAuthrt: 'Y', lgnNeedYn: 'Y' };
  const allowed = user.mbrTypeAuthrt != null && mbrTypeAuthrts.includes(user.mbrTypeAuthrt);
  return { ...row, acsAuthrt: allowed ? 'Y' : 'N' };
}

/** Public: the user-side menu. A menu whose parent is switched off is left out with its children. */
export async function listUserMenus(db: TDb, user: TRequestUser | null): Promise<TMenuItem[]> {
  const rows = await findActiveMenus(db);
  const visible = new Set<string>();
  const out: TMenuItem[] = [];
  for (const row of rows) {
    if (row.upMenuId && !visible.has(row.upMenuId)) continue;
    visible.add(row.menuId);
    out.push(forCaller(row, user));
  }
  return onlyBuiltPages(out);
}
