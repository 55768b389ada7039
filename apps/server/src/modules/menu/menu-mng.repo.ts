import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { menu } from './menu.table.js';

export type TMenuRow = typeof menu.$inferSelect;
export type TMenuWrite = Pick<typeof menu.$inferInsert, 'menuNm' | 'menuUrl' | 'menuExpln' | 'mbrTypeAuthrts' | 'trgtTypeCd' | 'lgnNeedYn' | 'useYn'>;

/** Every menu of both realms (a few hundred rows at most): the tree rules run on the whole set. */
export function findAllMenus(db: TDbOrTx): Promise<TMenuRow[]> {
  return db.select().from(menu).orderBy(asc(menu.level), asc(menu.sortSeq), asc(menu.menuId));
}

export async function findMenuById(db: TDbOrTx, menuId: string): Promise<TMenuRow | undefined> {
  const [row] = await db.select().from(menu).where(eq(menu.menuId, menuId));
  return row;
}

/**
 * Changes to the tree take turns (readers are not blocked): two administrators moving menus at once
 * cannot each pass the cycle and level checks against a tree the other is changing, nor pick one id.
 */
export async function lockMenus(tx: TTx): Promise<void> {
  await tx.execute(sql`lock table ${menu} in share row exclusive mode`);
}

export async function insertMenu(
  tx: TTx,
  row: TMenuWrite & Pick<typeof menu.$inferInsert, 'menuId' | 'realmCd' | 'upMenuId' | 'level' | 'sortSeq'>,
  by: string,
): Promise<TMenuRow> {
  const [out] = await tx
    .insert(menu)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning();
  return out!;
}

export async function updateMenuRow(tx: TTx, menuId: string, row: TMenuWrite, by: string): Promise<TMenuRow | undefined> {
  const [out] = await tx
    .update(menu)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(menu.menuId, menuId))
    .returning();
  return out;
}

/** Deletes the menu; its children go with it (the foreign key cascades). */
export async function deleteMenuRow(tx: TTx, menuId: string): Promise<void> {
  await tx.delete(menu).where(eq(menu.menuId, menuId));
}

export async function setParent(tx: TTx, menuId: string, upMenuId: string | null, by: string): Promise<void> {
  await tx
    .update(menu)
    .set({ upMenuId, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(menu.menuId, menuId));
}

/** Shifts the level of a moved subtree. */
export async function shiftLevels(tx: TTx, menuIds: readonly string[], delta: number): Promise<void> {
  if (delta === 0 || menuIds.length === 0) return;
  await tx
    .update(menu)
    .set({ level: sql`${menu.level} + ${delta}` })
    .where(inArray(menu.menuId, [...menuIds]));
}

/** Numbers the siblings 1, 2, ... in the given order, writing only those whose place changed. */
export async function renumber(tx: TTx, ordered: readonly { menuId: string; sortSeq: number }[], by: string): Promise<void> {
  for (const [i, row] of ordered.entries()) {
    if (row.sortSeq === i + 1) continue;
    await tx
      .update(menu)
      .set({ sortSeq: i + 1, updatedBy: by, updatedAt: sql`now()` })
      .where(eq(menu.menuId, row.menuId));
  }
}
