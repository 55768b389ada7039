import type { TMenuItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { clearLoginUser, setLoginUser } from '../lib/auth-storage';
import { PublicLayout } from './layouts/public-layout';
import { json, stubFetch } from './testing/fetch-stub';
import { MENU_FIXTURE, SITE_INFO_FIXTURE } from './testing/menu-fixtures';
import { renderWithProviders } from './testing/render-with-providers';

const menu = (menuId: string, menuUrl: string, extra: Partial<TMenuItem> = {}): TMenuItem => ({
  menuId,
  upMenuId: null,
  level: 1,
  menuNm: menuId,
  menuUrl,
  menuExpln: null,
  acsAuthrt: 'Y',
  trgtTypeCd: null,
  lgnNeedYn: 'N',
  sortSeq: 9,
  ...extra,
});

const MENUS = [
  ...MENU_FIXTURE,
  menu('공지사항', '/board/notice'),
  menu('활동 목록', '/crrActv/list', { lgnNeedYn: 'Y' }),
  menu('학생 전용', '/stdnt/only', { acsAuthrt: 'N' }),
];

/** Every path a page was rendered at: a guarded page must never render for a guest. */
let rendered: string[] = [];
function Page() {
  rendered.push(window.location.pathname);
  return <p>페이지 내용</p>;
}

const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      { path: 'login', element: <p>로그인 화면</p> },
      { path: 'no/such/page', element: <p>없는 페이지</p>, handle: { notFound: true } },
      { path: '*', Component: Page },
    ],
  },
];

/** menus null: the menu list is not in yet and is fetched */
const openAt = (path: string, menus: TMenuItem[] | null = MENUS) =>
  renderWithProviders(null, { routes, path, menus: menus ?? undefined, siteInfo: SITE_INFO_FIXTURE });
const where = (router: Awaited<ReturnType<typeof openAt>>['router']) => router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  rendered = [];
});

afterEach(() => {
  clearLoginUser();
  vi.unstubAllGlobals();
});

describe('user realm route guard (spec §6)', () => {
  it('sends a guest on /myPage/myInfo to the login with the path, without showing the page', async () => {
    const { router } = await openAt('/myPage/myInfo');
    await expect.poll(() => where(router)).toBe('/login?redirectUrl=%2FmyPage%2FmyInfo');
    await expect.element(page.getByText('로그인 화면')).toBeVisible();
    expect(page.getByText('페이지 내용').query()).toBeNull();
  });

  it('keeps the query string in redirectUrl', async () => {
    const { router } = await openAt('/crrActv/list?page=2');
    await expect.poll(() => where(router)).toBe('/login?redirectUrl=%2FcrrActv%2Flist%3Fpage%3D2');
  });

  it.each(['/eduIntdcn/grts', '/crrInsp/crrInfo', '/board/notice'])('lets a guest stay on %s (public prefix or open menu)', async (path) => {
    const { router } = await openAt(path);
    await expect.element(page.getByText('페이지 내용')).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/crrActv/list', '/stdnt/only'])('does not open %s (a menu needing a login, or one the guest may not run)', async (path) => {
    const { router } = await openAt(path);
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(rendered).toEqual([]);
  });

  it('waits for the menu list before deciding, saying so to screen readers', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = await openAt('/board/notice', null);
    await expect.element(page.getByRole('status')).toHaveTextContent('접근 권한을 확인하고 있습니다.');
    expect(rendered).toEqual([]);
    answer(json({ userMenuList: MENUS }));
    await expect.element(page.getByText('페이지 내용')).toBeVisible();
    expect(router.state.location.pathname).toBe('/board/notice');
  });

  it('lets a logged-in member in', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' });
    const { router } = await openAt('/myPage/myInfo');
    await expect.element(page.getByText('페이지 내용')).toBeVisible();
    expect(router.state.location.pathname).toBe('/myPage/myInfo');
  });

  it('treats an admin as a guest of the user realm', async () => {
    setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
    const { router } = await openAt('/myPage/myInfo');
    await expect.poll(() => where(router)).toBe('/login?redirectUrl=%2FmyPage%2FmyInfo');
  });

  it('shows the not-found page to a guest', async () => {
    const { router } = await openAt('/no/such/page');
    await expect.element(page.getByText('없는 페이지')).toBeVisible();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });
});
