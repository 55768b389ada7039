import { ADM_ROLE, MBR_TYPE_AUTHRT, MENU_MAX_LEVEL, type TMenuMngItem, type TMenuMngMove, type TMenuMngSort, type TMenuRealmCd } from '@portal/contract';
import { codeLabel } from '../../lib/code-options';

/** Who may run a menu, in words: a member type (학생(초·중)) on the user menus, an admin role on the admin menus. */
export const authrtLabel = (realmCd: TMenuRealmCd, code: string) => codeLabel(realmCd === 'ADMIN' ? ADM_ROLE : MBR_TYPE_AUTHRT, code);

/** A node of the antd tree (selectable: antd's node shape). */
export type TMenuNodeData = { key: string; title: string; selectable: boolean; menu: TMenuMngItem; children: TMenuNodeData[] };

const bySortSeq = (a: TMenuMngItem, b: TMenuMngItem) => a.sortSeq - b.sortSeq || a.menuId.localeCompare(b.menuId);

/** The children of a parent (null: the top level), in order. */
export const childrenOf = (list: readonly TMenuMngItem[], upMenuId: string | null) => list.filter((m) => m.upMenuId === upMenuId).sort(bySortSeq);

/** The antd tree's data: every menu under its parent, in order. */
export function toTreeData(list: readonly TMenuMngItem[], upMenuId: string | null = null): TMenuNodeData[] {
  return childrenOf(list, upMenuId).map((menu) => ({ key: menu.menuId, title: menu.menuNm, selectable: true, menu, children: toTreeData(list, menu.menuId) }));
}

/** The menu and every menu under it. */
export function subtreeOf(list: readonly TMenuMngItem[], menuId: string): TMenuMngItem[] {
  const top = list.find((m) => m.menuId === menuId);
  return top ? [top, ...childrenOf(list, menuId).flatMap((c) => subtreeOf(list, c.menuId))] : [];
}

/** Levels below the menu (0: no children). */
export function depthBelow(list: readonly TMenuMngItem[], menuId: string): number {
  const sub = subtreeOf(list, menuId);
  return sub.length === 0 ? 0 : Math.max(...sub.map((m) => m.level)) - sub[0]!.level;
}

/** Whether the menu (with its subtree) may go under the parent (null: top level): no cycle, level 3 at most. */
export function canMoveUnder(list: readonly TMenuMngItem[], menuId: string, upMenuId: string | null): boolean {
  if (upMenuId === null) return 1 + depthBelow(list, menuId) <= MENU_MAX_LEVEL;
  if (subtreeOf(list, menuId).some((m) => m.menuId === upMenuId)) return false;
  const parent = list.find((m) => m.menuId === upMenuId);
  return !!parent && parent.level + 1 + depthBelow(list, menuId) <= MENU_MAX_LEVEL;
}

export type TDropAction = { kind: 'move'; body: TMenuMngMove } | { kind: 'sort'; body: TMenuMngSort };

/**
 * What a drop means: into a node (its first child), or before or after it (`side` -1 or 1). Within
 * the same parent it is a new order of the siblings (sort); elsewhere a move. Null: nothing changes.
 */
export function dropAction(list: readonly TMenuMngItem[], dragId: string, targetId: string, side: -1 | 0 | 1): TDropAction | null {
  const drag = list.find((m) => m.menuId === dragId);
  const target = list.find((m) => m.menuId === targetId);
  if (!drag || !target || dragId === targetId) return null;
  const upMenuId = side === 0 ? target.menuId : target.upMenuId;
  const siblings = childrenOf(list, upMenuId).filter((m) => m.menuId !== dragId);
  const position = side === 0 ? 0 : siblings.findIndex((m) => m.menuId === targetId) + (side === 1 ? 1 : 0);
  if (upMenuId !== drag.upMenuId) return canMoveUnder(list, dragId, upMenuId) ? { kind: 'move', body: { menuId: dragId, upMenuId, position } } : null;
  const order = siblings.map((m) => m.menuId);
  order.splice(position, 0, dragId);
  const current = childrenOf(list, upMenuId).map((m) => m.menuId);
  return order.join() === current.join() ? null : { kind: 'sort', body: { realmCd: drag.realmCd, upMenuId, menuIds: order } };
}

/** One place up (-1) or down (1) among the siblings, for the keyboard; null at either end. */
export function stepAction(list: readonly TMenuMngItem[], menuId: string, step: -1 | 1): TDropAction | null {
  const menu = list.find((m) => m.menuId === menuId);
  if (!menu) return null;
  const ids = childrenOf(list, menu.upMenuId).map((m) => m.menuId);
  const from = ids.indexOf(menuId);
  const to = from + step;
  if (to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return { kind: 'sort', body: { realmCd: menu.realmCd, upMenuId: menu.upMenuId, menuIds: ids } };
}

/** The parents a menu may move under (the top level as null), each with its path for the picker. */
export function moveTargets(list: readonly TMenuMngItem[], menuId: string): { upMenuId: string | null; path: string }[] {
  const pathOf = (m: TMenuMngItem): string => {
    const parent = m.upMenuId ? list.find((p) => p.menuId === m.upMenuId) : undefined;
    return parent ? `${pathOf(parent)} > ${m.menuNm}` : m.menuNm;
  };
  const menu = list.find((m) => m.menuId === menuId);
  const parents = list.filter((m) => m.menuId !== menu?.upMenuId && canMoveUnder(list, menuId, m.menuId));
  const ordered = toTreeData(list).flatMap(function flat(node): TMenuMngItem[] {
    return [node.menu, ...node.children.flatMap(flat)];
  });
  return [
    ...(menu?.upMenuId !== null && canMoveUnder(list, menuId, null) ? [{ upMenuId: null, path: '' }] : []),
    ...ordered.filter((m) => parents.includes(m)).map((m) => ({ upMenuId: m.menuId, path: pathOf(m) })),
  ];
}
