import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { menu } from './menu.table.js';

export function findActiveMenus(db: TDb, realmCd: 'USER' | 'ADMIN' = 'USER') {
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
      lgnNeedYn: menu.lgnNeedYn,
    })
    .from(menu)
    .where(and(eq(menu.useYn, 'Y'), eq(menu.realmCd, realmCd)))
    .orderBy(asc(menu.level), asc(menu.sortSeq), asc(menu.menuId));
}
