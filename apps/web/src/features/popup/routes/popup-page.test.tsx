import { computePagination, type TMenuItem, type TPopupItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { toPageOptions } from '../api/get-target-pages';
import { admPopupRoutes } from '../popup-routes';

const routes: RouteObject[] = [adminTestRoute(admPopupRoutes)];

const POPUP: TPopupItem = {
  popupId: 1,
  popupNm: '이용 안내',
  bgngDt: '2025-12-31T15:00:00.000Z',
  endDt: '2030-12-31T14:59:59.000Z',
  trgtPages: ['/main'],
  width: 360,
  height: 200,
  posTop: 20,
  posLeft: 860,
  cnTypeCd: 'TEXT',
  imageFileId: null,
  imagePath: null,
  imageAlt: null,
  cn: '환영합니다.\n둘째 줄',
  linkUrl: null,
  trgtTypeCd: null,
  sortSeq: 1,
  useYn: 'Y',
  sttsCd: 'ONGOING',
  registeredBy: 'system',
  registeredAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'system',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const menu = (menuId: string, menuNm: string, menuUrl: string | null, upMenuId: string | null = null): TMenuItem => ({
  menuId,
  upMenuId,
  level: upMenuId ? 2 : 1,
  menuNm,
  menuUrl,
  menuExpln: null,
  acsAuthrt: 'Y',
  trgtTypeCd: null,
  sortSeq: 1,
  lgnNeedYn: 'N',
});
const MENUS = [
  menu('M01', '교육원 소개', '/eduIntdcn/grts'),
  menu('M0101', '인사말', '/eduIntdcn/grts', 'M01'),
  menu('M02', '커리어넷', 'https://www.career.go.kr'),
];

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1);

beforeEach(async () => {
  await page.viewport(1280, 800);
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/icec/api/menu/list') return json({ userMenuList: MENUS });
    if (path === '/api/popup/list') return json({ list: [POPUP], pagination: computePagination(1, 1) });
    if (path === '/api/popup' && init.method === 'POST') return json({ ...POPUP, popupId: 2 });
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('popups (/admin/popup)', () => {
  it('offers /main and the menus’ own page paths as targets, each once', () => {
    expect(toPageOptions(MENUS)).toEqual([
      { value: '/main', label: '홈 (/main)' },
      { value: '/eduIntdcn/grts', label: '교육원 소개 (/eduIntdcn/grts)' },
    ]);
  });

  it('lists popups with their status and previews one as visitors see it', async () => {
    await renderWithProviders(null, { routes, path: '/admin/popup' });
    await expect.element(page.getByRole('heading', { level: 1, name: '알림창 관리' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '진행' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '이용 안내 미리보기' }));
    const preview = page.getByRole('dialog', { name: '알림창 미리보기: 이용 안내' });
    await expect.element(preview.getByRole('article', { name: '이용 안내' })).toBeVisible();
    await userEvent.click(preview.getByRole('button', { name: '닫기', exact: true }).first());
    await expect.element(preview).not.toBeInTheDocument();
  });

  it('adds a text popup on a chosen page', async () => {
    await renderWithProviders(null, { routes, path: '/admin/popup' });
    await userEvent.click(page.getByRole('button', { name: '알림창 등록' }));
    const dialog = page.getByRole('dialog', { name: '알림창 등록' });
    await userEvent.fill(dialog.getByLabelText('알림창 이름'), '여름 방학 안내');
    await userEvent.fill(dialog.getByLabelText('게시 시작 일시'), '2026-07-01T09:00');
    await userEvent.fill(dialog.getByLabelText('게시 종료 일시'), '2026-08-31T18:00');
    await userEvent.fill(dialog.getByLabelText('내용'), '방학 중에는\n체험관을 쉽니다.');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({
      popupNm: '여름 방학 안내',
      bgngDt: '2026-07-01T09:00',
      endDt: '2026-08-31T18:00',
      trgtPages: ['/main'],
      width: 400,
      height: 300,
      cnTypeCd: 'TEXT',
      cn: '방학 중에는\n체험관을 쉽니다.',
      useYn: 'Y',
    });
  });
});
