import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { TSeeder } from '../../db/seeder.js';
import { useTestDatabase } from '../../test/database.js';
import { seeders } from '../seeds.js';
import { declaredMenuRows, menuSeeder } from './menu.seed.js';
import { menu } from './menu.table.js';

const database = useTestDatabase();

const declaring = (userMenus: TSeeder['userMenus'], adminMenus?: TSeeder['adminMenus']): TSeeder[] => [{ name: 'a', userMenus, adminMenus }];

test('menus declared by several modules make one tree: levels and the login rule follow the parents, parents come first', () => {
  const rows = declaredMenuRows([
    { name: 'child', userMenus: [{ id: 'X0101', up: 'X01', sort: 1, nm: '아래' }] },
    { name: 'top', userMenus: [{ id: 'X01', sort: 1, nm: '위', lgn: 'Y' }], adminMenus: [{ id: 'Y01', sort: 1, nm: '관리' }] },
  ]);
  expect(rows.map((r) => [r.menuId, r.realmCd, r.level, r.lgnNeedYn, r.upMenuId])).toEqual([
    ['X01', 'USER', 1, 'Y', null],
    ['Y01', 'ADMIN', 1, 'Y', null],
    ['X0101', 'USER', 2, 'Y', 'X01'],
  ]);
});

test('two modules claiming one menu or one place, or a parent nobody declares, stop the seeding', () => {
  expect(() =>
    declaredMenuRows(
      declaring([
        { id: 'X01', sort: 1, nm: '가' },
        { id: 'X01', sort: 2, nm: '나' },
      ]),
    ),
  ).toThrow('declared twice');
  expect(() =>
    declaredMenuRows(
      declaring([
        { id: 'X01', sort: 1, nm: '가' },
        { id: 'X02', sort: 1, nm: '나' },
      ]),
    ),
  ).toThrow('is taken');
  expect(() => declaredMenuRows(declaring([{ id: 'X0101', up: 'X01', sort: 1, nm: '가' }]))).toThrow('not a declared USER menu');
  expect(() => declaredMenuRows(declaring([{ id: 'X01', sort: 1, nm: '가' }], [{ id: 'X01', sort: 1, nm: '나' }]))).toThrow('both realms');
  expect(() =>
    declaredMenuRows(
      declaring([
        { id: 'X01', up: 'X02', sort: 1, nm: '가' },
        { id: 'X02', up: 'X01', sort: 1, nm: '나' },
      ]),
    ),
  ).toThrow('loop');
});

test("the registry's menus are consistent, and a restart keeps an administrator's edit", async () => {
  expect(declaredMenuRows(seeders).length).toBeGreaterThan(0);
  const db = database.db;
  await db.update(menu).set({ menuNm: '교육원 안내', updatedBy: 'admin' }).where(eq(menu.menuId, 'M01'));
  await db.transaction((tx) => menuSeeder.base!(tx, { secret: 'unused', seeders }));
  expect((await db.select({ menuNm: menu.menuNm }).from(menu).where(eq(menu.menuId, 'M01')))[0]?.menuNm).toBe('교육원 안내');
});
