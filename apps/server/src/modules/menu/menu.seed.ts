import { and, inArray, isNull } from 'drizzle-orm';
import type { TTx } from '../../db/client.js';
import type { TSeedMenu, TSeeder } from '../../db/seeder.js';
import { menu } from './menu.table.js';

type TMenuRow = typeof menu.$inferInsert;
type TRealm = 'USER' | 'ADMIN';

/** One realm's declared menus as rows: levels and the login rule follow the parents. */
function realmRows(items: TSeedMenu[], realmCd: TRealm): TMenuRow[] {
  const byId = new Map<string, TSeedMenu>();
  const places = new Set<string>();
  for (const item of items) {
    if (byId.has(item.id)) throw new Error(`menu ${item.id} is declared twice`);
    byId.set(item.id, item);
    const place = `${item.up ?? ''}/${item.sort}`;
    if (places.has(place)) throw new Error(`menu ${item.id}: place ${item.sort} under ${item.up ?? 'the top'} is taken`);
    places.add(place);
  }
  const ancestry = (item: TSeedMenu): TSeedMenu[] => {
    const chain = [item];
    for (let up = item.up; up !== undefined; up = chain[0]!.up) {
      const parent = byId.get(up);
      if (!parent) throw new Error(`menu ${item.id}: parent ${up} is not a declared ${realmCd} menu`);
      if (chain.includes(parent)) throw new Error(`menu ${item.id}: its parents form a loop`);
      chain.unshift(parent);
    }
    return chain;
  };
  return items.map((item) => {
    const chain = ancestry(item);
    const lgn = chain.findLast((m) => m.lgn)?.lgn ?? (realmCd === 'ADMIN' ? 'Y' : 'N');
    return {
      menuId: item.id,
      realmCd,
      upMenuId: item.up ?? null,
      level: chain.length,
      menuNm: item.nm,
      menuUrl: item.url ?? null,
      menuExpln: item.expln ?? null,
      trgtTypeCd: item.trgt ?? null,
      sortSeq: item.sort,
      mbrTypeAuthrts: item.authrts ?? null,
      lgnNeedYn: lgn,
    };
  });
}

/** The menu rows every seeder declares, parents first; a clash between modules is a programming error. */
export function declaredMenuRows(seeders: readonly TSeeder[]): TMenuRow[] {
  const rows = [
    ...realmRows(
      seeders.flatMap((s) => s.userMenus ?? []),
      'USER',
    ),
    ...realmRows(
      seeders.flatMap((s) => s.adminMenus ?? []),
      'ADMIN',
    ),
  ];
  const ids = new Set<string>();
  for (const row of rows) {
    if (ids.has(row.menuId)) throw new Error(`menu ${row.menuId} is declared in both realms`);
    ids.add(row.menuId);
  }
  return rows.sort((a, b) => a.level - b.level);
}

/**
 * Inserts the declared menus when missing; administrators' edits are kept. Installs seeded before
 * a menu's access rule existed get it, unless an administrator has edited that menu.
 */
export async function applySeedMenus(tx: TTx, rows: TMenuRow[]): Promise<void> {
  if (!rows.length) return;
  await tx.insert(menu).values(rows).onConflictDoNothing();
  const byAuthrts = new Map<string, string[]>();
  for (const row of rows) {
    if (row.mbrTypeAuthrts) byAuthrts.set(JSON.stringify(row.mbrTypeAuthrts), [...(byAuthrts.get(JSON.stringify(row.mbrTypeAuthrts)) ?? []), row.menuId]);
  }
  for (const [authrts, ids] of byAuthrts) {
    await tx
      .update(menu)
      .set({ mbrTypeAuthrts: JSON.parse(authrts) as string[] })
      .where(and(inArray(menu.menuId, ids), isNull(menu.mbrTypeAuthrts), isNull(menu.updatedBy)));
  }
}

/**
 * Every module's menus (spec §2 sitemap, admin pages). Its own: the site section of the back
 * office and the menu page, and the public sections whose modules are still to come (their
 * issues take them: inspections, fusion activities, activities and portfolio).
 */
export const menuSeeder: TSeeder = {
  name: 'menu',
  userMenus: [
    { id: 'M03', sort: 3, nm: '진로체험', url: '/crrFusion/fusionActvAply' },
    { id: 'M0301', up: 'M03', sort: 1, nm: '사전 설문', url: '/crrFusion/bfrSrvy' },
    { id: 'M0302', up: 'M03', sort: 2, nm: '융합활동 신청', url: '/crrFusion/fusionActvAply' },
    { id: 'M0303', up: 'M03', sort: 3, nm: '만족도 조사', url: '/crrFusion/dgstfnSrvy' },
    // students only (issue 18): teachers reach a student's portfolio from the class roster
    { id: 'M0602', up: 'M06', sort: 2, nm: '포트폴리오', url: '/myPage/portfloMng', authrts: ['ST01', 'ST02'] },
  ],
  adminMenus: [
    { id: 'A04', sort: 4, nm: '누리집 관리', url: '/admin/menu' },
    { id: 'A0401', up: 'A04', sort: 1, nm: '메뉴 관리', url: '/admin/menu' },
  ],
  async base(tx, { seeders }) {
    await applySeedMenus(tx, declaredMenuRows(seeders));
  },
};
