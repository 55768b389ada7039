import { ZMenuListResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { listUserMenus } from './menu.service.js';
import { menu } from './menu.table.js';

const ctx = useTestApp();

test('the user menu lists three levels, parents before children, in order', async () => {
  const res = await ctx.app.inject({ url: '/icec/api/menu/list' });
  expect(res.statusCode).toBe(200);
  const { userMenuList } = ZMenuListResponse.parse(res.json());
  expect(new Set(userMenuList.map((m) => m.level))).toEqual(new Set([1, 2, 3]));
  const seen = new Set<string>();
  for (const item of userMenuList) {
    if (item.upMenuId) expect(seen.has(item.upMenuId)).toBe(true);
    seen.add(item.menuId);
  }
  const top = userMenuList.filter((m) => m.level === 1);
  expect(top.map((m) => m.sortSeq)).toEqual([...top.map((m) => m.sortSeq)].sort((a, b) => a - b));
  expect(userMenuList.find((m) => m.menuNm === '커리어넷')?.trgtTypeCd).toBe('B');
});

test('spec §6: menus limited to student member types are listed as not runnable for anonymous callers', async () => {
  const { userMenuList } = (await ctx.app.inject({ url: '/icec/api/menu/list' })).json();
  const points = userMenuList.filter((m: { menuNm: string }) => m.menuNm.includes('포인트'));
  expect(points.length).toBeGreaterThan(0);
  for (const m of points) expect(m.acsAuthrt).toBe('N');
  expect(userMenuList.find((m: { menuNm: string }) => m.menuNm === '인사말').acsAuthrt).toBe('Y');
});

test('a student member type may run them; another member type may not', async () => {
  const asStudent = await listUserMenus(ctx.database.db, { userId: 's1', userTypeCd: 'S', mbrTypeAuthrt: 'ST01' });
  expect(asStudent.find((m) => m.menuNm === '내 포인트')?.acsAuthrt).toBe('Y');
  const asTeacher = await listUserMenus(ctx.database.db, { userId: 't1', userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  expect(asTeacher.find((m) => m.menuNm === '내 포인트')?.acsAuthrt).toBe('N');
});

test('a switched-off menu disappears with everything under it', async () => {
  const [parent] = await ctx.database.db.select().from(menu).where(eq(menu.menuNm, '마이페이지'));
  await ctx.database.db.update(menu).set({ useYn: 'N' }).where(eq(menu.menuId, parent!.menuId));
  const { userMenuList } = (await ctx.app.inject({ url: '/icec/api/menu/list' })).json();
  const names = userMenuList.map((m: { menuNm: string }) => m.menuNm);
  expect(names).not.toContain('마이페이지');
  expect(names).not.toContain('내 포인트');
  expect(names).toContain('인사말');
});
