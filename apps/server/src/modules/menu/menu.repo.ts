import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { menu } from './menu.table.js';

export function findActiveMenus(db: TDb) {
  return db
    .select({
      menuId: menu.menuId,
      upMenuId: menu.upMenuId,
      level: menu.level,
      menuNm: menu.menuNm,
      menuUrl: menu.menuUrl,
      menuExpln: menu.menuExpln,
      trgtTypeCd: menu.trgtTypeCd,
      sortSeq: menu.sortSeq,
      mbrTypeAuthrts: menu.mbrTypeAuthrts,
    })
    .from(menu)
    .where(eq(menu.useYn, 'Y'))
    .orderBy(asc(menu.level), asc(menu.sortSeq), asc(menu.menuId));
}
