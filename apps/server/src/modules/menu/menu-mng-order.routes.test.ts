import { MENU_MNG_MESSAGES, type TMenuItem } from '@portal/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { menu } from './menu.table.js';

const ctx = useTestApp();

const post = (agent: TAgent, url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: agent.headers, payload });
const childIds = async (upMenuId: string | null, realmCd: 'USER' | 'ADMIN' = 'USER') =>
  (
    await ctx.database.db
      .select({ menuId: menu.menuId })
      .from(menu)
      .where(and(upMenuId ? eq(menu.upMenuId, upMenuId) : isNull(menu.upMenuId), eq(menu.realmCd, realmCd)))
      .orderBy(asc(menu.sortSeq), asc(menu.menuId))
  ).map((r) => r.menuId);
const levelOf = async (menuId: string) => (await ctx.database.db.select({ level: menu.level }).from(menu).where(eq(menu.menuId, menuId)))[0]?.level;
const header = async () => (await ctx.app.inject({ url: '/icec/api/menu/list' })).json().userMenuList as TMenuItem[];

test('sort puts the children of one parent in the given order, and the header follows at once', async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  const seeded = await childIds('M01');
  const order = [seeded.at(-1)!, ...seeded.slice(0, -1)];
  const res = await post(agent, '/api/menuMng/sort', { realmCd: 'USER', upMenuId: 'M01', menuIds: order });
  expect(res.json()).toEqual({ result: 'SUCCESS' });
  expect(await childIds('M01')).toEqual(order);
  const shown = (await header()).filter((m) => m.upMenuId === 'M01').sort((a, b) => a.sortSeq - b.sortSeq);
  expect(shown.map((m) => m.menuId)).toEqual(order);

  const top = await childIds(null);
  const reversed = [...top].reverse();
  expect((await post(agent, '/api/menuMng/sort', { realmCd: 'USER', upMenuId: null, menuIds: reversed })).statusCode).toBe(200);
  expect(await childIds(null)).toEqual(reversed);
  await post(agent, '/api/menuMng/sort', { realmCd: 'USER', upMenuId: null, menuIds: top });
});

test('sort refuses a list that is not exactly the children', async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  const before = await childIds('M02');
  for (const menuIds of [before.slice(1), [...before, 'M0101'], [before[0], before[0], before[1]], [...before.slice(1), 'M0101']]) {
    const res = await post(agent, '/api/menuMng/sort', { realmCd: 'USER', upMenuId: 'M02', menuIds });
    expect(res.statusCode, JSON.stringify(menuIds)).toBe(400);
    expect(res.json().message).toBe(MENU_MNG_MESSAGES.sortMismatch);
  }
  const realm = await post(agent, '/api/menuMng/sort', { realmCd: 'ADMIN', upMenuId: 'M02', menuIds: before });
  expect(realm.statusCode).toBe(400);
  expect((await post(agent, '/api/menuMng/sort', { realmCd: 'USER', upMenuId: 'M99', menuIds: before })).statusCode).toBe(404);
  expect(await childIds('M02')).toEqual(before);
});

test('move takes the subtree to its new parent and place; both sibling lists are numbered again', async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  // my page's children as seeded (other modules add theirs): M0603 leaves them and comes back third
  const myPage = await childIds('M06');
  expect(myPage.slice(0, 4)).toEqual(['M0601', 'M0602', 'M0603', 'M0604']);
  const res = await post(agent, '/api/menuMng/move', { menuId: 'M0603', upMenuId: 'M05', position: 1 });
  expect(res.json()).toEqual({ result: 'SUCCESS' });
  expect(await childIds('M05')).toEqual(['M0501', 'M0603', 'M0502', 'M0503', 'M0504', 'M0505', 'M0506', 'M0507']);
  expect(await childIds('M06')).toEqual(myPage.filter((id) => id !== 'M0603'));
  expect(await childIds('M0603')).toEqual(['M060301', 'M060302', 'M060303', 'M060304']);
  const sortSeqs = (await ctx.database.db.select({ sortSeq: menu.sortSeq }).from(menu).where(eq(menu.upMenuId, 'M05')).orderBy(asc(menu.sortSeq))).map(
    (r) => r.sortSeq,
  );
  expect(sortSeqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

  // a top-level menu goes one level down with its children (2 levels become 2 and 3)
  expect((await post(agent, '/api/menuMng/move', { menuId: 'M04', upMenuId: 'M03', position: 99 })).statusCode).toBe(200);
  expect(await levelOf('M04')).toBe(2);
  expect(await levelOf('M0401')).toBe(3);
  expect((await childIds('M03')).at(-1)).toBe('M04');

  // and back to the top, first
  expect((await post(agent, '/api/menuMng/move', { menuId: 'M04', upMenuId: null, position: 0 })).statusCode).toBe(200);
  expect((await childIds(null))[0]).toBe('M04');
  expect(await levelOf('M0401')).toBe(2);

  // within the same parent, then home again
  expect((await post(agent, '/api/menuMng/move', { menuId: 'M0505', upMenuId: 'M05', position: 0 })).statusCode).toBe(200);
  expect((await childIds('M05'))[0]).toBe('M0505');
  expect((await header()).find((m) => m.upMenuId === 'M05' && m.sortSeq === 1)?.menuId).toBe('M0505');
  expect((await post(agent, '/api/menuMng/move', { menuId: 'M0603', upMenuId: 'M06', position: 2 })).statusCode).toBe(200);
  expect(await childIds('M06')).toEqual(myPage);
});

test('move refuses a cycle, a level past 3, another realm and an unknown menu, changing nothing', async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  const snapshot = async () =>
    ctx.database.db.select({ menuId: menu.menuId, upMenuId: menu.upMenuId, level: menu.level, sortSeq: menu.sortSeq }).from(menu).orderBy(asc(menu.menuId));
  const before = await snapshot();
  const cases: [object, string][] = [
    [{ menuId: 'M06', upMenuId: 'M06', position: 0 }, MENU_MNG_MESSAGES.cycle],
    [{ menuId: 'M06', upMenuId: 'M0601', position: 0 }, MENU_MNG_MESSAGES.cycle],
    // M0603 has level-3 children: under another level-2 menu they would be level 4
    [{ menuId: 'M0603', upMenuId: 'M0601', position: 0 }, MENU_MNG_MESSAGES.maxLevel],
    [{ menuId: 'M06', upMenuId: 'M01', position: 0 }, MENU_MNG_MESSAGES.maxLevel],
    [{ menuId: 'M0101', upMenuId: 'A04', position: 0 }, MENU_MNG_MESSAGES.realmFixed],
    [{ menuId: 'M0101', upMenuId: 'M99', position: 0 }, MENU_MNG_MESSAGES.parentNotFound],
  ];
  for (const [body, message] of cases) {
    const res = await post(agent, '/api/menuMng/move', body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().message, JSON.stringify(body)).toBe(message);
  }
  expect((await post(agent, '/api/menuMng/move', { menuId: 'M99', upMenuId: null, position: 0 })).statusCode).toBe(404);
  expect((await post(agent, '/api/menuMng/move', { menuId: 'M0101', upMenuId: null, position: -1 })).statusCode).toBe(400);
  expect(await snapshot()).toEqual(before);
});

test('moving the way back under a switched-off admin menu is refused', async () => {
  const agent = await sessionFor(ctx.app, 'admin');
  await ctx.database.db.update(menu).set({ useYn: 'N' }).where(eq(menu.menuId, 'A05'));
  try {
    const res = await post(agent, '/api/menuMng/move', { menuId: 'A0401', upMenuId: 'A05', position: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MENU_MNG_MESSAGES.wayBack);
    expect(await childIds('A04', 'ADMIN')).toContain('A0401');
    // elsewhere in view it may go
    expect((await post(agent, '/api/menuMng/move', { menuId: 'A0401', upMenuId: 'A06', position: 0 })).statusCode).toBe(200);
    expect((await post(agent, '/api/menuMng/move', { menuId: 'A0401', upMenuId: 'A04', position: 0 })).statusCode).toBe(200);
  } finally {
    await ctx.database.db.update(menu).set({ useYn: 'Y' }).where(eq(menu.menuId, 'A05'));
  }
});
