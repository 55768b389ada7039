import { MENU_MNG_MESSAGES, type TMenuMngItem, type TMenuMngTreeResponse } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { setLoginUser } from '../../../lib/auth-storage';
import { menuKeys } from '../../../lib/menu-keys';
import { admMenuRoutes } from '../adm-menu-routes';

const routes: RouteObject[] = [adminTestRoute(admMenuRoutes)];

const at = '2026-11-01T00:00:00.000Z';
const item = (menuId: string, upMenuId: string | null, level: number, menuNm: string, sortSeq: number, extra: Partial<TMenuMngItem> = {}): TMenuMngItem => ({
  menuId,
  realmCd: menuId.startsWith('A') ? 'ADMIN' : 'USER',
  upMenuId,
  level,
  menuNm,
  menuUrl: '/eduIntdcn/grts',
  menuExpln: null,
  trgtTypeCd: null,
  sortSeq,
  useYn: 'Y',
  mbrTypeAuthrts: null,
  lgnNeedYn: 'N',
  registeredBy: null,
  registeredAt: at,
  updatedBy: null,
  updatedAt: at,
  ...extra,
});
const userTree: TMenuMngTreeResponse = {
  realmCd: 'USER',
  editYn: 'Y',
  menuList: [
    item('M01', null, 1, '교육원 소개', 1),
    item('M0101', 'M01', 2, '인사말', 1),
    item('M0102', 'M01', 2, '찾아오시는 길', 2),
    item('M02', null, 1, '진로검사', 2),
  ],
};
const adminTree: TMenuMngTreeResponse = {
  realmCd: 'ADMIN',
  editYn: 'N',
  menuList: [item('A01', null, 1, '대시보드', 1, { menuUrl: '/admin/dashboard/view' })],
};

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1);
const treeNode = (name: string) => page.getByRole('tree').getByText(name, { exact: true });
const bodyOf = (method: string, path: string) => {
  const call = calls.find((c) => c.init.method === method && new URL(c.url, window.location.origin).pathname === path);
  return call ? JSON.parse(String(call.init.body)) : undefined;
};

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, window.location.origin);
    if (pathname === '/api/menuMng/tree') return json(searchParams.get('realmCd') === 'ADMIN' ? adminTree : userTree);
    if (pathname === '/api/menuMng' && init.method === 'POST') return json(item('M0103', 'M01', 2, '새 메뉴', 3));
    return json({ result: 'SUCCESS' });
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
});

describe('menu page (/admin/menu)', () => {
  it('adds a child menu, checking the URL first, and refreshes the header menu', async () => {
    const { queryClient } = await renderWithProviders(null, { routes, path: '/admin/menu', menus: [] });
    await userEvent.click(treeNode('교육원 소개'));
    await expect.element(page.getByLabelText('메뉴명')).toHaveValue('교육원 소개');
    await userEvent.click(page.getByRole('button', { name: '하위 메뉴 추가' }));
    await expect.element(page.getByRole('heading', { name: '새 메뉴' })).toBeVisible();
    await expect.element(page.getByText('2단계')).toBeVisible();

    await userEvent.fill(page.getByLabelText('메뉴명'), '새 메뉴');
    await userEvent.fill(page.getByLabelText('메뉴 주소'), 'javascript:alert(1)');
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await expect.element(page.getByText(MENU_MNG_MESSAGES.urlPath)).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);

    await userEvent.fill(page.getByLabelText('메뉴 주소'), '/eduIntdcn/flrInfo');
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    lastDialog()?.resolve(true);
    expect(bodyOf('POST', '/api/menuMng')).toEqual({
      realmCd: 'USER',
      upMenuId: 'M01',
      menuNm: '새 메뉴',
      menuUrl: '/eduIntdcn/flrInfo',
      menuExpln: '',
      trgtTypeCd: null,
      mbrTypeAuthrts: null,
      lgnNeedYn: 'N',
      useYn: 'Y',
    });
    expect(queryClient.getQueryState(menuKeys.userMenuList())?.isInvalidated).toBe(true);
  });

  it('moves with the keyboard buttons and deletes a menu with its children after saying so', async () => {
    await renderWithProviders(null, { routes, path: '/admin/menu' });
    await userEvent.click(treeNode('인사말'));
    await userEvent.click(page.getByRole('button', { name: '인사말 아래로' }));
    await expect.poll(() => bodyOf('POST', '/api/menuMng/sort')).toEqual({ realmCd: 'USER', upMenuId: 'M01', menuIds: ['M0102', 'M0101'] });

    await userEvent.click(treeNode('교육원 소개'));
    await userEvent.click(page.getByRole('button', { name: '삭제' }));
    await expect.poll(() => lastDialog()?.message).toBe("'교육원 소개' 메뉴와 하위 메뉴 2개가 함께 삭제됩니다. 삭제하시겠습니까?");
    lastDialog()?.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('삭제되었습니다.');
    lastDialog()?.resolve(true);
    expect(calls.some((c) => c.init.method === 'DELETE' && c.url.endsWith('/api/menuMng/M01'))).toBe(true);
  });

  it('shows the admin menus read-only to an administrator who may not change them', async () => {
    await renderWithProviders(null, { routes, path: '/admin/menu' });
    await userEvent.click(page.getByRole('tab', { name: '관리자 메뉴' }));
    await expect.element(page.getByText('관리자 메뉴는 최고 관리자만 변경할 수 있습니다.')).toBeVisible();
    await userEvent.click(treeNode('대시보드'));
    await expect.element(page.getByLabelText('메뉴명')).toBeDisabled();
    expect(page.getByRole('button', { name: '상위 메뉴 추가' }).query()).toBeNull();
    expect(page.getByRole('button', { name: '저장' }).query()).toBeNull();
  });
});
