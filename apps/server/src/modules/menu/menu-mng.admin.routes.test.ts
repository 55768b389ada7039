import { MANAGER_MESSAGES, MENU_MNG_MESSAGES, type TMenuItem, type TMenuMngItem } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { menu } from './menu.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });
const superAgent = () => sessionFor(ctx.app, 'admin');
const staffAgent = async () => {
  const staff = await createMember(ctx.database.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'STAFF' });
  return sessionFor(ctx.app, staff.userId, 'ADMIN');
};
const rowOf = async (menuId: string) => (await ctx.database.db.select().from(menu).where(eq(menu.menuId, menuId)))[0];
const userMenus = async (agent?: TAgent) =>
  (await ctx.app.inject({ url: '/icec/api/menu/list', ...(agent && { headers: agent.headers }) })).json().userMenuList as TMenuItem[];
const menuCount = async () => (await ctx.database.db.select({ id: menu.menuId }).from(menu)).length;

const base = { realmCd: 'USER', upMenuId: 'M01', menuNm: '새 메뉴', menuUrl: '/eduIntdcn/grts', menuExpln: '', useYn: 'Y', lgnNeedYn: 'N' };

test('the tree lists every menu of a realm, switched-off ones too; one menu by id', async () => {
  const agent = await superAgent();
  await ctx.database.db.update(menu).set({ useYn: 'N' }).where(eq(menu.menuId, 'M0103'));
  const user = await call(agent, 'GET', '/api/menuMng/tree?realmCd=USER');
  expect(user.statusCode).toBe(200);
  expect(user.json()).toMatchObject({ realmCd: 'USER', editYn: 'Y' });
  const list: TMenuMngItem[] = user.json().menuList;
  expect(list.find((m) => m.menuId === 'M0103')).toMatchObject({ useYn: 'N', level: 2, upMenuId: 'M01' });
  expect(list.every((m) => m.realmCd === 'USER')).toBe(true);
  expect(list.find((m) => m.menuId === 'M060301')?.mbrTypeAuthrts).toEqual(['ST01', 'ST02']);
  await ctx.database.db.update(menu).set({ useYn: 'Y' }).where(eq(menu.menuId, 'M0103'));

  const adminTree = (await call(agent, 'GET', '/api/menuMng/tree?realmCd=ADMIN')).json();
  expect(adminTree.editYn).toBe('Y');
  expect(adminTree.menuList.find((m: TMenuMngItem) => m.menuId === 'A0303').mbrTypeAuthrts).toEqual(['SUPER']);

  expect((await call(agent, 'GET', '/api/menuMng/M0101')).json()).toMatchObject({ menuNm: '인사말', level: 2 });
  expect((await call(agent, 'GET', '/api/menuMng/X99')).statusCode).toBe(404);
});

test('create: the id follows the seeds, the level the parent, the place is last; the header shows it at once', async () => {
  const agent = await superAgent();
  const res = await call(agent, 'POST', '/api/menuMng', { ...base, menuNm: '오시는 버스', trgtTypeCd: '' });
  expect(res.statusCode).toBe(200);
  const created: TMenuMngItem = res.json();
  expect(created).toMatchObject({ menuId: 'M0111', level: 2, upMenuId: 'M01', sortSeq: 11, trgtTypeCd: null, mbrTypeAuthrts: null, registeredBy: 'admin' });
  expect((await userMenus()).find((m) => m.menuId === 'M0111')).toMatchObject({ menuNm: '오시는 버스', acsAuthrt: 'Y' });

  const top = (await call(agent, 'POST', '/api/menuMng', { ...base, upMenuId: null, menuNm: '새 대메뉴' })).json();
  expect(top).toMatchObject({ menuId: 'M08', level: 1 });
  const third = (await call(agent, 'POST', '/api/menuMng', { ...base, upMenuId: 'M0111', menuNm: '3단계' })).json();
  expect(third).toMatchObject({ menuId: 'M011101', level: 3 });

  const external = await call(agent, 'POST', '/api/menuMng', { ...base, menuNm: '워크넷', menuUrl: 'https://www.work.go.kr', trgtTypeCd: 'B' });
  expect(external.json()).toMatchObject({ trgtTypeCd: 'B', menuUrl: 'https://www.work.go.kr' });

  const adminMenu = (
    await call(agent, 'POST', '/api/menuMng', {
      ...base,
      realmCd: 'ADMIN',
      upMenuId: 'A04',
      menuNm: '관리 메뉴',
      menuUrl: '/admin/code',
      mbrTypeAuthrts: ['SUPER'],
    })
  ).json();
  expect(adminMenu).toMatchObject({ menuId: 'A0406', realmCd: 'ADMIN', level: 2, lgnNeedYn: 'Y', mbrTypeAuthrts: ['SUPER'] });
});

test('menus added at once under one parent get distinct ids and places', async () => {
  const agent = await superAgent();
  const answers = await Promise.all([1, 2, 3].map((i) => call(agent, 'POST', '/api/menuMng', { ...base, upMenuId: 'M03', menuNm: `동시 ${i}` })));
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  const created: TMenuMngItem[] = answers.map((r) => r.json());
  expect(new Set(created.map((m) => m.menuId)).size).toBe(3);
  // M03 has four seeded children (사전 설문, 융합활동 신청, 만족도 조사, 참가확인서 확인)
  expect(created.map((m) => m.sortSeq).sort()).toEqual([5, 6, 7]);
});

test('spec §6 access per member type: limited menus are not runnable for others, at once', async () => {
  const agent = await superAgent();
  const created: TMenuMngItem = (await call(agent, 'POST', '/api/menuMng', { ...base, menuNm: '교사 전용', mbrTypeAuthrts: ['TC01'] })).json();
  expect((await userMenus()).find((m) => m.menuId === created.menuId)).toMatchObject({ acsAuthrt: 'Y', lgnNeedYn: 'Y' });
  const student = await createMember(ctx.database.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01' });
  expect((await userMenus(await sessionFor(ctx.app, student.userId))).find((m) => m.menuId === created.menuId)?.acsAuthrt).toBe('N');
  const teacher = await createMember(ctx.database.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  expect((await userMenus(await sessionFor(ctx.app, teacher.userId))).find((m) => m.menuId === created.menuId)?.acsAuthrt).toBe('Y');

  const updated = await call(agent, 'PUT', `/api/menuMng/${created.menuId}`, { ...base, menuNm: '모두 이용', mbrTypeAuthrts: null, useYn: 'N' });
  expect(updated.json()).toMatchObject({ menuNm: '모두 이용', mbrTypeAuthrts: null, useYn: 'N', updatedBy: 'admin' });
  expect((await userMenus()).some((m) => m.menuId === created.menuId)).toBe(false);
  await call(agent, 'PUT', `/api/menuMng/${created.menuId}`, { ...base, menuNm: '모두 이용' });
  expect((await userMenus()).find((m) => m.menuId === created.menuId)).toMatchObject({ menuNm: '모두 이용', acsAuthrt: 'Y' });
});

test('bad input is refused with a field message and nothing written', async () => {
  const agent = await superAgent();
  const before = await menuCount();
  const cases: [object, string, string][] = [
    [{ menuUrl: 'javascript:alert(1)' }, 'menuUrl', MENU_MNG_MESSAGES.urlPath],
    [{ menuUrl: '//evil.example' }, 'menuUrl', MENU_MNG_MESSAGES.urlPath],
    [{ menuUrl: '/\\evil.example' }, 'menuUrl', MENU_MNG_MESSAGES.urlPath],
    [{ menuUrl: 'https://evil.example' }, 'menuUrl', MENU_MNG_MESSAGES.urlExternal],
    [{ menuUrl: 'javascript:alert(1)', trgtTypeCd: 'B' }, 'menuUrl', MENU_MNG_MESSAGES.urlPath],
    [{ realmCd: 'ADMIN', upMenuId: 'A04', menuUrl: '/main' }, 'menuUrl', MENU_MNG_MESSAGES.urlAdmin],
    [{ menuNm: '' }, 'menuNm', '필수 입력 항목입니다.'],
    [{ menuNm: '가'.repeat(51) }, 'menuNm', '50자 이하로 입력해 주세요.'],
    [{ menuExpln: '가'.repeat(201) }, 'menuExpln', '200자 이하로 입력해 주세요.'],
    [{ mbrTypeAuthrts: [] }, 'mbrTypeAuthrts', MENU_MNG_MESSAGES.authrtRequired],
    [{ mbrTypeAuthrts: ['SUPER'] }, 'mbrTypeAuthrts', MENU_MNG_MESSAGES.authrtInvalid],
    [{ upMenuId: 'M060301' }, 'upMenuId', MENU_MNG_MESSAGES.maxLevel],
    [{ upMenuId: 'A04' }, 'upMenuId', MENU_MNG_MESSAGES.realmFixed],
    [{ upMenuId: 'M99' }, 'upMenuId', MENU_MNG_MESSAGES.parentNotFound],
  ];
  for (const [change, field, message] of cases) {
    const res = await call(agent, 'POST', '/api/menuMng', { ...base, ...change });
    expect(res.statusCode, JSON.stringify(change)).toBe(400);
    expect(res.json().data.fieldErrors[field], JSON.stringify(change)).toBe(message);
  }
  expect((await call(agent, 'POST', '/api/menuMng', { ...base, trgtTypeCd: 'X' })).statusCode).toBe(400);
  expect(await menuCount()).toBe(before);

  // the realm is fixed; the URL rules of the menu's own realm apply on update
  const realm = await call(agent, 'PUT', '/api/menuMng/M0101', { ...base, realmCd: 'ADMIN', menuUrl: '/admin/code' });
  expect(realm.json().message).toBe(MENU_MNG_MESSAGES.realmFixed);
  const adminExternal = await call(agent, 'PUT', '/api/menuMng/A0402', { ...base, realmCd: undefined, menuUrl: 'https://evil.example', trgtTypeCd: 'B' });
  expect(adminExternal.json().data.fieldErrors.menuUrl).toBe(MENU_MNG_MESSAGES.urlAdmin);
  expect((await rowOf('M0101'))?.realmCd).toBe('USER');
  expect((await call(agent, 'PUT', '/api/menuMng/X99', base)).statusCode).toBe(404);
});

test('delete takes the children along; the way back to this page cannot be deleted or hidden', async () => {
  const agent = await superAgent();
  const parent: TMenuMngItem = (await call(agent, 'POST', '/api/menuMng', { ...base, upMenuId: 'M02', menuNm: '지울 메뉴' })).json();
  const child: TMenuMngItem = (await call(agent, 'POST', '/api/menuMng', { ...base, upMenuId: parent.menuId, menuNm: '하위' })).json();
  expect((await call(agent, 'DELETE', `/api/menuMng/${parent.menuId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect(await rowOf(child.menuId)).toBeUndefined();
  expect((await userMenus()).some((m) => m.menuId === parent.menuId)).toBe(false);
  expect((await call(agent, 'DELETE', `/api/menuMng/${parent.menuId}`)).statusCode).toBe(404);

  for (const menuId of ['A0401', 'A04']) {
    const res = await call(agent, 'DELETE', `/api/menuMng/${menuId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MENU_MNG_MESSAGES.wayBack);
  }
  const hide = await call(agent, 'PUT', '/api/menuMng/A0401', { ...base, realmCd: 'ADMIN', menuNm: '메뉴 관리', menuUrl: '/admin/menu', useYn: 'N' });
  expect(hide.json().message).toBe(MENU_MNG_MESSAGES.wayBack);
  expect(await rowOf('A0401')).toMatchObject({ useYn: 'Y' });
});

test('denied: a user session 403, a guest 401 on every route', async () => {
  const user = await createMember(ctx.database.db);
  const routes: [TMethod, string, object?][] = [
    ['GET', '/api/menuMng/tree?realmCd=USER'],
    ['GET', '/api/menuMng/M01'],
    ['POST', '/api/menuMng', base],
    ['PUT', '/api/menuMng/M0101', base],
    ['DELETE', '/api/menuMng/M0101'],
    ['POST', '/api/menuMng/move', { menuId: 'M0101', upMenuId: 'M01', position: 0 }],
    ['POST', '/api/menuMng/sort', { realmCd: 'USER', upMenuId: 'M01', menuIds: ['M0101'] }],
  ];
  const userAgent = await sessionFor(ctx.app, user.userId);
  const guest = await anonymousAgent(ctx.app);
  for (const [method, url, body] of routes) {
    expect((await call(userAgent, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
  }
  expect(await rowOf('M0101')).toMatchObject({ menuNm: '인사말' });
});

test('a STAFF administrator changes USER menus, and only looks at ADMIN menus', async () => {
  const staff = await staffAgent();
  const tree = (await call(staff, 'GET', '/api/menuMng/tree?realmCd=ADMIN')).json();
  expect(tree.editYn).toBe('N');
  const denied: [TMethod, string, object?][] = [
    ['POST', '/api/menuMng', { ...base, realmCd: 'ADMIN', upMenuId: 'A04', menuUrl: '/admin/code' }],
    ['PUT', '/api/menuMng/A0402', { ...base, realmCd: 'ADMIN', menuNm: '바꿈', menuUrl: '/admin/code' }],
    ['DELETE', '/api/menuMng/A0405'],
    ['POST', '/api/menuMng/move', { menuId: 'A0405', upMenuId: 'A04', position: 0 }],
    ['POST', '/api/menuMng/sort', { realmCd: 'ADMIN', upMenuId: null, menuIds: ['A01'] }],
  ];
  for (const [method, url, body] of denied) {
    const res = await call(staff, method, url, body);
    expect(res.statusCode, `${method} ${url}`).toBe(403);
    expect(res.json().message).toBe(MANAGER_MESSAGES.superOnly);
  }
  expect(await rowOf('A0402')).toMatchObject({ menuNm: '분류 관리' });
  expect(await rowOf('A0405')).toBeDefined();

  expect((await call(staff, 'GET', '/api/menuMng/tree?realmCd=USER')).json().editYn).toBe('Y');
  const created = await call(staff, 'POST', '/api/menuMng', { ...base, upMenuId: 'M05', menuNm: '직원이 추가' });
  expect(created.json()).toMatchObject({ upMenuId: 'M05', registeredBy: expect.any(String) });
});
