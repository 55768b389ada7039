import { MENU_MNG_PAGE_URL, type TMenuRealmCd } from '@portal/contract';

/** What the tree rules read of a menu row. */
export type TTreeRow = {
  menuId: string;
  realmCd: TMenuRealmCd;
  upMenuId: string | null;
  level: number;
  sortSeq: number;
  useYn: 'Y' | 'N';
  menuUrl: string | null;
  mbrTypeAuthrts: string[] | null;
};

/** The first letter of a realm's top-level ids, as the seeds have them (M01..., A01...). */
const ROOT_PREFIX: Record<TMenuRealmCd, string> = { USER: 'M', ADMIN: 'A' };

/** The children of a parent (null: the realm's top level), in their order. */
export function childrenOf<T extends TTreeRow>(rows: readonly T[], realmCd: TMenuRealmCd, upMenuId: string | null): T[] {
  return rows.filter((r) => r.realmCd === realmCd && r.upMenuId === upMenuId).sort((a, b) => a.sortSeq - b.sortSeq || a.menuId.localeCompare(b.menuId));
}

/** The menu and everything under it. */
export function subtreeIds(rows: readonly TTreeRow[], menuId: string): Set<string> {
  const ids = new Set([menuId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) {
      if (r.upMenuId && ids.has(r.upMenuId) && !ids.has(r.menuId)) {
        ids.add(r.menuId);
        grew = true;
      }
    }
  }
  return ids;
}

/** How many levels the subtree has below the menu (0: no children). */
export function subtreeDepth(rows: readonly TTreeRow[], menuId: string): number {
  const top = rows.find((r) => r.menuId === menuId);
  if (!top) return 0;
  const ids = subtreeIds(rows, menuId);
  return Math.max(...rows.filter((r) => ids.has(r.menuId)).map((r) => r.level)) - top.level;
}

/**
 * A new id in the seeds' pattern: the parent's id (or the realm's letter) and two digits, after the
 * highest one used. Ids never change (moves keep them), so the check is against every id there is.
 * Returns null when all 99 are taken.
 */
export function nextMenuId(allIds: readonly string[], realmCd: TMenuRealmCd, upMenuId: string | null): string | null {
  const prefix = upMenuId ?? ROOT_PREFIX[realmCd];
  const taken = new Set(allIds);
  const used = allIds.filter((id) => id.length === prefix.length + 2 && id.startsWith(prefix) && /^\d\d$/.test(id.slice(-2))).map((id) => Number(id.slice(-2)));
  const candidates = [Math.max(0, ...used) + 1, ...Array.from({ length: 99 }, (_, i) => i + 1)];
  const n = candidates.find((c) => c >= 1 && c <= 99 && !taken.has(`${prefix}${String(c).padStart(2, '0')}`));
  return n === undefined ? null : `${prefix}${String(n).padStart(2, '0')}`;
}

/**
 * The way back to this page: a link in the side menu to it (an admin menu without children) that a
 * SUPER administrator sees (it and every parent in use, not limited to other roles).
 */
export function hasWayBack(rows: readonly TTreeRow[]): boolean {
  const byId = new Map(rows.map((r) => [r.menuId, r]));
  const shown = (r: TTreeRow | undefined): boolean =>
    !!r && r.useYn === 'Y' && (!r.mbrTypeAuthrts || r.mbrTypeAuthrts.includes('SUPER')) && (!r.upMenuId || shown(byId.get(r.upMenuId)));
  const parents = new Set(rows.map((r) => r.upMenuId));
  return rows.some((r) => r.realmCd === 'ADMIN' && r.menuUrl === MENU_MNG_PAGE_URL && !parents.has(r.menuId) && shown(r));
}
