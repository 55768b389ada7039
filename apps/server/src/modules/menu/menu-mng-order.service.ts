import { MENU_MAX_LEVEL, MENU_MNG_MESSAGES, type TMenuMngMove, type TMenuMngSort } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { type TActor } from '../../plugins/access.js';
import { renumber, setParent, shiftLevels } from './menu-mng.repo.js';
import { changeMenus, menuInputError, realmOfMenu } from './menu-mng.service.js';
import { childrenOf, subtreeDepth, subtreeIds } from './menu-mng.tree.js';

/**
 * Moves a menu with its subtree under another parent (null: the top level) at a position among the
 * new siblings; both sibling lists are numbered again. Refused: a parent of the other realm, the
 * menu itself or one of its descendants (a cycle), and a subtree that would go below level 3.
 */
export function moveMenu(db: TDb, actor: TActor, input: TMenuMngMove): Promise<{ result: 'SUCCESS' }> {
  return changeMenus(db, actor, realmOfMenu(input.menuId), async (tx, rows, realmCd) => {
    const row = rows.find((r) => r.menuId === input.menuId)!;
    const parent = input.upMenuId === null ? null : rows.find((r) => r.menuId === input.upMenuId);
    if (parent === undefined) throw menuInputError('upMenuId', MENU_MNG_MESSAGES.parentNotFound);
    if (parent && parent.realmCd !== realmCd) throw menuInputError('upMenuId', MENU_MNG_MESSAGES.realmFixed);
    const subtree = subtreeIds(rows, row.menuId);
    if (parent && subtree.has(parent.menuId)) throw menuInputError('upMenuId', MENU_MNG_MESSAGES.cycle);
    const level = (parent?.level ?? 0) + 1;
    if (level + subtreeDepth(rows, row.menuId) > MENU_MAX_LEVEL) throw menuInputError('upMenuId', MENU_MNG_MESSAGES.maxLevel);

    const by = actor.userId;
    const newParentId = parent?.menuId ?? null;
    const siblings = childrenOf(rows, realmCd, newParentId).filter((r) => r.menuId !== row.menuId);
    siblings.splice(Math.min(input.position, siblings.length), 0, row);
    if (newParentId !== row.upMenuId) {
      await setParent(tx, row.menuId, newParentId, by);
      await shiftLevels(tx, [...subtree], level - row.level);
      await renumber(
        tx,
        childrenOf(rows, realmCd, row.upMenuId).filter((r) => r.menuId !== row.menuId),
        by,
      );
    }
    await renumber(tx, siblings, by);
    return { result: 'SUCCESS' as const };
  });
}

/** Puts the children of one parent (null: the realm's top level) in the given order: all of them, each once. */
export function sortMenus(db: TDb, actor: TActor, input: TMenuMngSort): Promise<{ result: 'SUCCESS' }> {
  const realmOf = input.upMenuId === null ? () => input.realmCd : realmOfMenu(input.upMenuId);
  return changeMenus(db, actor, realmOf, async (tx, rows, realmCd) => {
    if (realmCd !== input.realmCd) throw menuInputError('realmCd', MENU_MNG_MESSAGES.realmFixed);
    const children = childrenOf(rows, realmCd, input.upMenuId);
    const byId = new Map(children.map((r) => [r.menuId, r]));
    if (new Set(input.menuIds).size !== input.menuIds.length || input.menuIds.length !== children.length || !input.menuIds.every((id) => byId.has(id))) {
      throw new AppError('VALIDATION', 400, MENU_MNG_MESSAGES.sortMismatch);
    }
    await renumber(
      tx,
      input.menuIds.map((id) => byId.get(id)!),
      actor.userId,
    );
    return { result: 'SUCCESS' as const };
  });
}
