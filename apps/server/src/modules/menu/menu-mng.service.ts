import {
  checkMenuAuthrts,
  checkMenuUrl,
  MENU_MAX_LEVEL,
  MENU_MNG_MESSAGES,
  type TMenuMngItem,
  type TMenuMngTreeResponse,
  type TMenuRealmCd,
  type ZMenuMngCreate,
  type ZMenuMngUpdate,
} from '@portal/contract';
import type { z } from 'zod';
import type { TDb, TTx } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import { assertSuperAdmin } from '../manager/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { activeAdminRole } from './menu.admin.service.js';
import { deleteMenuRow, findAllMenus, findMenuById, insertMenu, lockMenus, type TMenuRow, type TMenuWrite, updateMenuRow } from './menu-mng.repo.js';
import { childrenOf, hasWayBack, nextMenuId } from './menu-mng.tree.js';

type TCreate = z.output<typeof ZMenuMngCreate>;
type TUpdate = z.output<typeof ZMenuMngUpdate>;

export const toMenuMngItem = (row: TMenuRow): TMenuMngItem => ({
  menuId: row.menuId,
  realmCd: row.realmCd,
  upMenuId: row.upMenuId,
  level: row.level,
  menuNm: row.menuNm,
  menuUrl: row.menuUrl,
  menuExpln: row.menuExpln,
  trgtTypeCd: row.trgtTypeCd,
  sortSeq: row.sortSeq,
  useYn: row.useYn,
  mbrTypeAuthrts: row.mbrTypeAuthrts,
  lgnNeedYn: row.lgnNeedYn,
  ...auditOf(row),
});

export const menuInputError = (field: string, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

/** Reading: any administrator; ADMIN menus are changed by SUPER administrators only (they shape the back office). */
async function canEdit(db: TDb | TTx, actor: TActor, realmCd: TMenuRealmCd): Promise<boolean> {
  return realmCd === 'USER' || (await activeAdminRole(db, actor.userId)) === 'SUPER';
}

/**
 * Every change runs in one transaction holding the tree's lock: the realm of the menus it touches
 * decides who may make it (checked before any write), and a change to the ADMIN menus that would
 * leave no menu leading back to this page is rolled back.
 */
export async function changeMenus<T>(
  db: TDb,
  actor: TActor,
  realmOf: (rows: TMenuRow[]) => TMenuRealmCd,
  change: (tx: TTx, rows: TMenuRow[], realmCd: TMenuRealmCd) => Promise<T>,
): Promise<T> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await lockMenus(tx);
    const rows = await findAllMenus(tx);
    const realmCd = realmOf(rows);
    if (realmCd === 'ADMIN') await assertSuperAdmin(tx, actor);
    const out = await change(tx, rows, realmCd);
    if (realmCd === 'ADMIN' && hasWayBack(rows) && !hasWayBack(await findAllMenus(tx))) {
      throw new AppError('MENU_WAY_BACK', 400, MENU_MNG_MESSAGES.wayBack);
    }
    return out;
  });
}

/** The realm of an existing menu, or 404. */
export const realmOfMenu = (menuId: string) => (rows: TMenuRow[]) => {
  const row = rows.find((r) => r.menuId === menuId);
  if (!row) throw AppError.notFound();
  return row.realmCd;
};

export async function getMenuTree(db: TDb, actor: TActor, realmCd: TMenuRealmCd): Promise<TMenuMngTreeResponse> {
  assertAdmin(actor);
  const rows = (await findAllMenus(db)).filter((r) => r.realmCd === realmCd);
  return { realmCd, editYn: (await canEdit(db, actor, realmCd)) ? 'Y' : 'N', menuList: rows.map(toMenuMngItem) };
}

export async function getMenu(db: TDb, actor: TActor, menuId: string): Promise<TMenuMngItem> {
  assertAdmin(actor);
  const row = await findMenuById(db, menuId);
  if (!row) throw AppError.notFound();
  return toMenuMngItem(row);
}

/** The columns a form writes, checked against the realm (URL rules, who may run it). */
function toWrite(realmCd: TMenuRealmCd, input: TCreate | TUpdate): TMenuWrite {
  const menuUrl = orNull(input.menuUrl);
  const urlError = checkMenuUrl(realmCd, menuUrl, input.trgtTypeCd);
  if (urlError) throw menuInputError('menuUrl', urlError);
  const authrts = input.mbrTypeAuthrts ? [...new Set(input.mbrTypeAuthrts)] : null;
  const authrtError = checkMenuAuthrts(realmCd, authrts);
  if (authrtError) throw menuInputError('mbrTypeAuthrts', authrtError);
  return {
    menuNm: input.menuNm,
    menuUrl,
    menuExpln: orNull(input.menuExpln),
    mbrTypeAuthrts: authrts,
    trgtTypeCd: input.trgtTypeCd,
    // every admin page needs an administrator's login
    lgnNeedYn: realmCd === 'ADMIN' ? 'Y' : input.lgnNeedYn,
    useYn: input.useYn,
  };
}

export function createMenu(db: TDb, actor: TActor, input: TCreate): Promise<TMenuMngItem> {
  return changeMenus(
    db,
    actor,
    () => input.realmCd,
    async (tx, rows, realmCd) => {
      const parent = input.upMenuId === null ? null : rows.find((r) => r.menuId === input.upMenuId);
      if (parent === undefined) throw menuInputError('upMenuId', MENU_MNG_MESSAGES.parentNotFound);
      if (parent && parent.realmCd !== realmCd) throw menuInputError('upMenuId', MENU_MNG_MESSAGES.realmFixed);
      // spec §3: level 1 to 3, derived from the parent
      const level = (parent?.level ?? 0) + 1;
      if (level > MENU_MAX_LEVEL) throw menuInputError('upMenuId', MENU_MNG_MESSAGES.maxLevel);
      const menuId = nextMenuId(
        rows.map((r) => r.menuId),
        realmCd,
        parent?.menuId ?? null,
      );
      if (!menuId) throw menuInputError('upMenuId', MENU_MNG_MESSAGES.full);
      const siblings = childrenOf(rows, realmCd, parent?.menuId ?? null);
      const sortSeq = Math.max(0, ...siblings.map((s) => s.sortSeq)) + 1;
      const row = await insertMenu(tx, { ...toWrite(realmCd, input), menuId, realmCd, upMenuId: parent?.menuId ?? null, level, sortSeq }, actor.userId);
      return toMenuMngItem(row);
    },
  );
}

export function updateMenu(db: TDb, actor: TActor, menuId: string, input: TUpdate): Promise<TMenuMngItem> {
  return changeMenus(db, actor, realmOfMenu(menuId), async (tx, _rows, realmCd) => {
    if (input.realmCd && input.realmCd !== realmCd) throw menuInputError('realmCd', MENU_MNG_MESSAGES.realmFixed);
    const row = await updateMenuRow(tx, menuId, toWrite(realmCd, input), actor.userId);
    return toMenuMngItem(row!);
  });
}

/** Deletes the menu with every menu under it (the page has asked the administrator). */
export function deleteMenu(db: TDb, actor: TActor, menuId: string): Promise<{ result: 'SUCCESS' }> {
  return changeMenus(db, actor, realmOfMenu(menuId), async (tx) => {
    await deleteMenuRow(tx, menuId);
    return { result: 'SUCCESS' as const };
  });
}
