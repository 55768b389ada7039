import { isKnownPagePath, type TMenuItem, ZMenuListResponse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { listUserMenus } from './menu.service.js';
import { menu } from './menu.table.js';

const ctx = useTestApp();

/** Runs a test with one menu changed, then puts it back. */
async function withMenu(menuId: string, change: Partial<typeof menu.$inferInsert>, run: () => Promise<void>) {
  const [before] = await ctx.database.db.select().from(menu).where(eq(menu.menuId, menuId));
  await ctx.database.db.update(menu).set(change).where(eq(menu.menuId, menuId));
  try {
    await run();
  } finally {
    await ctx.database.db.update(menu).set(before!).where(eq(menu.menuId, menuId));
  }
}

const guestMenus = async (): Promise<TMenuItem[]> => ZMenuListResponse.parse((await ctx.app.inject({ url: '/icec/api/menu/list' })).json()).userMenuList;

test('the user menu lists three levels, parents before children, in order', async () => {
  await withMenu('M060301', { menuUrl: '/myPage/myInfo', mbrTypeAuthrts: null }, async () => {
    const res = await ctx.app.inject({ url: '/icec/api/menu/list' });
    expect(res.statusCode).toBe(200);
    const { userMenuList } = ZMenuListResponse.parse(res.json());
    expectOrderedTree(userMenuList);
  });
});

function expectOrderedTree(userMenuList: TMenuItem[]) {
  expect(new Set(userMenuList.map((m) => m.level))).toEqual(new Set([1, 2, 3]));
  const seen = new Set<string>();
  for (const item of userMenuList) {
    if (item.upMenuId) expect(seen.has(item.upMenuId)).toBe(true);
    seen.add(item.menuId);
  }
  const top = userMenuList.filter((m) => m.level === 1);
  expect(top.map((m) => m.sortSeq)).toEqual([...top.map((m) => m.sortSeq)].sort((a, b) => a - b));
  expect(userMenuList.find((m) => m.menuNm === '커리어넷')?.trgtTypeCd).toBe('B');
}

test('issue 14: no menu leads to a page the web app does not have; a group left empty goes too', async () => {
  const list = await guestMenus();
  for (const item of list) {
    if (item.menuUrl?.startsWith('/')) expect(isKnownPagePath(item.menuUrl.split('?')[0]!), item.menuUrl).toBe(true);
  }
  const ids = list.map((m) => m.menuId);
  // 진로체험 (issue 19): the calendar and the certificate check are public pages (spec §6 /crrFusion)
  for (const shown of ['M03', 'M0302', 'M0304']) expect(list.find((m) => m.menuId === shown)).toMatchObject({ acsAuthrt: 'Y', lgnNeedYn: 'N' });
  // 진로활동 and the portfolio (issue 18): shown, a guest asked to log in
  for (const shown of ['M04', 'M0401', 'M0602']) expect(list.find((m) => m.menuId === shown)).toMatchObject({ acsAuthrt: 'Y', lgnNeedYn: 'Y' });
  // 진로검사 (issue 16): the tests, the results, 직업 정보 and 추천 직업, which guests may open to see how it works
  expect(ids).toEqual(
    expect.arrayContaining(['M01', 'M0101', 'M0105', 'M0110', 'M02', 'M0201', 'M0202', 'M0203', 'M0204', 'M05', 'M0505', 'M06', 'M0601', 'M0603', 'M060301']),
  );
  expect(list.find((m) => m.menuId === 'M0204')).toMatchObject({ menuUrl: '/crrRcmdtn/crrRcmdtnDtl', acsAuthrt: 'Y', lgnNeedYn: 'N' });
  expect(list.find((m) => m.menuId === 'M0505')?.menuUrl).toBe('https://www.career.go.kr');
});

test('issue 14: a group whose own address is not a page stays, without a link, while pages remain under it', async () => {
  await withMenu('M01', { menuUrl: '/eduIntdcn/notYet' }, async () => {
    const top = (await guestMenus()).find((m) => m.menuId === 'M01');
    expect(top).toMatchObject({ menuNm: '교육원 소개', menuUrl: null });
  });
  await withMenu('M0101', { menuUrl: '/eduIntdcn/grts?tab=1' }, async () => {
    expect((await guestMenus()).find((m) => m.menuId === 'M0101')?.menuUrl).toBe('/eduIntdcn/grts?tab=1');
  });
});

test('spec §6: a menu limited to member types asks a guest to log in; a student may run it, a teacher may not', async () => {
  await withMenu('M0101', { mbrTypeAuthrts: ['ST01', 'ST02'] }, async () => {
    expect((await guestMenus()).find((m) => m.menuId === 'M0101')).toMatchObject({ acsAuthrt: 'Y', lgnNeedYn: 'Y' });
    const asStudent = await listUserMenus(ctx.database.db, { userId: 's1', userTypeCd: 'S', mbrTypeAuthrt: 'ST01' });
    expect(asStudent.find((m) => m.menuId === 'M0101')?.acsAuthrt).toBe('Y');
    const asTeacher = await listUserMenus(ctx.database.db, { userId: 't1', userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
    expect(asTeacher.find((m) => m.menuId === 'M0101')?.acsAuthrt).toBe('N');
  });
  expect((await guestMenus()).find((m) => m.menuId === 'M0101')).toMatchObject({ acsAuthrt: 'Y', lgnNeedYn: 'N' });
  expect((await guestMenus()).find((m) => m.menuId === 'M0601')).toMatchObject({ acsAuthrt: 'Y', lgnNeedYn: 'Y' });
});

test('the admin menu page still lists every menu, built or not', async () => {
  const res = await ctx.app.inject({ url: '/api/menuMng/tree?realmCd=USER', headers: (await sessionFor(ctx.app, 'admin')).headers });
  expect(res.statusCode).toBe(200);
  expect(JSON.stringify(res.json())).toContain('/crrInsp/crrInspRslt');
});

test('a switched-off menu disappears with everything under it', async () => {
  const [parent] = await ctx.database.db.select().from(menu).where(eq(menu.menuNm, '마이페이지'));
  await withMenu(parent!.menuId, { useYn: 'N' }, async () => {
    const names = (await guestMenus()).map((m) => m.menuNm);
    expect(names).not.toContain('마이페이지');
    expect(names).not.toContain('내 정보');
    expect(names).toContain('인사말');
  });
});
