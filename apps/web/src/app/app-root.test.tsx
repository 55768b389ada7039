import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { useLoginUser } from '../lib/login-user/login-user-store';
import { useMenuList } from '../features/site/api/get-menu-list';
import { getLoginUser, setLoginUser } from '../lib/auth-storage';
import { AppRoot } from './app-root';
import { json, stubFetch, type TFetchCall } from './testing/fetch-stub';
import { MENU_FIXTURE, SITE_INFO_FIXTURE } from './testing/menu-fixtures';
import { renderWithProviders } from './testing/render-with-providers';

function Probe() {
  const user = useLoginUser();
  useMenuList();
  return <p>{user ? `${user.userNm}님` : '손님'}</p>;
}

const routes: RouteObject[] = [{ Component: AppRoot, children: [{ path: '*', Component: Probe }] }];

let calls: TFetchCall[];
let isLogin: 'Y' | 'N';
/** The calls under test; the access logger's calls (lib/access-log) have their own tests. */
const urls = () => calls.map((c) => c.url).filter((url) => !url.startsWith('/api/commonLog/'));
const open = (path: string) => renderWithProviders(null, { routes, path, menus: MENU_FIXTURE, siteInfo: SITE_INFO_FIXTURE });

beforeEach(() => {
  localStorage.clear();
  isLogin = 'Y';
  ({ calls } = stubFetch((url) => (url.endsWith('/login/isLogin') ? json({ isLogin }) : json({ userMenuList: MENU_FIXTURE }))));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('login state check (spec §4)', () => {
  it('asks the server on start and on each move to another section, not within one', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' });
    const { router } = await open('/myPage/myInfo');
    await expect.poll(urls).toEqual(['/icec/api/login/isLogin']);
    await router.navigate('/myPage/portfloMng');
    await router.navigate('/crrActv/write');
    await expect.poll(urls).toEqual(['/icec/api/login/isLogin', '/icec/api/login/isLogin']);
    expect(calls[0]?.init.method).toBe('POST');
    await expect.element(page.getByText('김학생님')).toBeVisible();
  });

  it('clears the user info when the server says N, and fetches the menus again for a guest', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' });
    isLogin = 'N';
    await open('/main');
    await expect.element(page.getByText('손님')).toBeVisible();
    expect(getLoginUser()).toBeNull();
    await expect.poll(urls).toEqual(['/icec/api/login/isLogin', '/icec/api/menu/list']);
  });

  it('checks an admin on the admin API and never checks a guest', async () => {
    setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
    const { screen } = await open('/admin/dashboard/view');
    await expect.poll(urls).toEqual(['/api/login/isLogin']);
    // the administrator's visit ends before the guest's begins
    await screen.unmount();
    localStorage.clear();
    calls.length = 0;
    await open('/main');
    await expect.element(page.getByText('손님')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // the access logger's visit call may come (other files in the run share and clear sessionStorage, its once-a-session mark)
    expect(urls()).toEqual([]);
  });
});
