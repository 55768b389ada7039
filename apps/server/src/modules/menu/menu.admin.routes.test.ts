import { eq, inArray } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { seeders } from '../seeds.js';
import { menuSeeder } from './menu.seed.js';
import { menu } from './menu.table.js';

const ctx = useTestApp();

const adminMenus = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/menu/list', headers });

test('an administrator gets the admin side menu: two levels, in order, without the user menus', async () => {
  const res = await adminMenus((await sessionFor(ctx.app, 'admin')).headers);
  expect(res.statusCode).toBe(200);
  const list: { menuId: string; upMenuId: string | null; menuNm: string; menuUrl: string }[] = res.json().adminMenuList;
  expect(list.filter((m) => m.upMenuId === null).map((m) => m.menuNm)).toEqual([
    '대시보드',
    '회원 관리',
    '권한 관리',
    '누리집 관리',
    '기관·학교 관리',
    '교육원 정보 관리',
    '게시판 관리',
    '포인트 관리',
    '진로검사 관리',
    '설문·공모전 관리',
    '융합활동 관리',
  ]);
  expect(list.filter((m) => m.upMenuId === 'A03').map((m) => m.menuUrl)).toEqual([
    '/admin/manager',
    '/admin/authority',
    '/admin/accessIp',
    '/admin/privacyLog',
  ]);
  expect(list.some((m) => m.menuId.startsWith('M'))).toBe(false);

  const userMenus = (await ctx.app.inject({ url: '/icec/api/menu/list' })).json().userMenuList as { menuId: string }[];
  expect(userMenus.some((m) => m.menuId.startsWith('A0'))).toBe(false);
});

test('a switched-off admin menu leaves with its children', async () => {
  await ctx.database.db.update(menu).set({ useYn: 'N' }).where(eq(menu.menuId, 'A02'));
  try {
    const list: { menuId: string }[] = (await adminMenus((await sessionFor(ctx.app, 'admin')).headers)).json().adminMenuList;
    expect(list.map((m) => m.menuId).filter((id) => id.startsWith('A02'))).toEqual([]);
  } finally {
    await ctx.database.db.update(menu).set({ useYn: 'Y' }).where(eq(menu.menuId, 'A02'));
  }
});

test('denied: a user session 403, a guest 401', async () => {
  const user = await createMember(ctx.database.db);
  expect((await adminMenus((await sessionFor(ctx.app, user.userId)).headers)).statusCode).toBe(403);
  expect((await adminMenus((await anonymousAgent(ctx.app)).headers)).statusCode).toBe(401);
});

test('menus limited to administrator roles: a STAFF administrator is not offered the SUPER-only pages', async () => {
  const staff = await createMember(ctx.database.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF' });
  const list: { menuId: string }[] = (await adminMenus((await sessionFor(ctx.app, staff.userId, 'ADMIN')).headers)).json().adminMenuList;
  // every page of A03 (managers, authority, access IPs, the access log) is SUPER-only, so the group leaves too
  expect(list.map((m) => m.menuId).filter((id) => id.startsWith('A03'))).toEqual([]);
  expect(list.map((m) => m.menuId)).toContain('A0401');
  const asSuper: { menuId: string }[] = (await adminMenus((await sessionFor(ctx.app, 'admin')).headers)).json().adminMenuList;
  expect(asSuper.map((m) => m.menuId).filter((id) => id.startsWith('A03'))).toEqual(['A03', 'A0301', 'A0302', 'A0303', 'A0304']);
});

test('the seeder limits the SUPER-only pages of an earlier install, unless an administrator has edited them', async () => {
  const db = ctx.database.db;
  await db
    .update(menu)
    .set({ mbrTypeAuthrts: null })
    .where(inArray(menu.menuId, ['A0301', 'A0303']));
  await db.update(menu).set({ updatedBy: 'admin' }).where(eq(menu.menuId, 'A0303'));
  await db.transaction((tx) => menuSeeder.base!(tx, { secret: 'unused', seeders }));
  const rows = await db
    .select({ menuId: menu.menuId, mbrTypeAuthrts: menu.mbrTypeAuthrts })
    .from(menu)
    .where(inArray(menu.menuId, ['A0301', 'A0303']))
    .orderBy(menu.menuId);
  expect(rows).toEqual([
    { menuId: 'A0301', mbrTypeAuthrts: ['SUPER'] },
    { menuId: 'A0303', mbrTypeAuthrts: null },
  ]);
  await db
    .update(menu)
    .set({ mbrTypeAuthrts: ['SUPER'], updatedBy: null })
    .where(eq(menu.menuId, 'A0303'));
});
