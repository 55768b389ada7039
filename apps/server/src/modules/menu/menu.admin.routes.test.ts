import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { menu } from './menu.table.js';

const ctx = useTestApp();

const adminMenus = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/menu/list', headers });

test('an administrator gets the admin side menu: two levels, in order, without the user menus', async () => {
  const res = await adminMenus((await sessionFor(ctx.app, 'admin')).headers);
  expect(res.statusCode).toBe(200);
  const list: { menuId: string; upMenuId: string | null; menuNm: string; menuUrl: string }[] = res.json().adminMenuList;
  expect(list.filter((m) => m.upMenuId === null).map((m) => m.menuNm)).toEqual(['대시보드', '회원 관리', '권한 관리']);
  expect(list.filter((m) => m.upMenuId === 'A03').map((m) => m.menuUrl)).toEqual(['/admin/manager', '/admin/authority', '/admin/accessIp', '/admin/privacyLog']);
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
