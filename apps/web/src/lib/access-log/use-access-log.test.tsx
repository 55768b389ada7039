import type { TMenuItem } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type TFetchCall } from '../../app/testing/fetch-stub';
import { renderWithProviders } from '../../app/testing/render-with-providers';
import { getDialogs } from '../../components/modal/modal-store';
import { menuEntryOf } from './menu-match';
import { useAccessLog } from './use-access-log';

const menu = (menuId: string, level: 1 | 2 | 3, menuNm: string, menuUrl: string | null): TMenuItem => ({
  menuId,
  upMenuId: null,
  level,
  menuNm,
  menuUrl,
  menuExpln: null,
  acsAuthrt: 'Y',
  trgtTypeCd: null,
  sortSeq: 1,
  lgnNeedYn: 'N',
});

const MENUS = [
  menu('M5', 1, '정보 안내', '/infoGd/crrSite'),
  menu('M501', 2, '진로 사이트', '/infoGd/crrSite'),
  menu('M504', 2, '진로 도서', '/infoGd/crrBook/'),
  menu('M6', 1, '커리어넷', 'https://www.career.go.kr/infoGd/crrBook'),
];
const menuQuery = () => queryOptions({ queryKey: ['test', 'menus'], queryFn: () => Promise.resolve({ userMenuList: MENUS }) });

function Root() {
  useAccessLog(menuQuery);
  return <Outlet />;
}
const routes: RouteObject[] = [{ Component: Root, children: [{ path: '*', Component: () => <p>page</p> }] }];

/** What the browser hands an idle callback. */
const IDLE: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };

let calls: TFetchCall[];
let status: number;
const logCalls = () =>
  calls.filter((c) => c.url.startsWith('/api/commonLog/')).map((c) => `${c.init.method} ${decodeURIComponent(c.url)} ${String(c.init.body ?? '')}`);

beforeEach(() => {
  // the log calls wait for an idle moment, which a loaded machine puts off for up to 2 s: here the
  // browser is idle at once (the test of the wait itself holds the callbacks back)
  vi.spyOn(window, 'requestIdleCallback').mockImplementation((callback) => window.setTimeout(() => callback(IDLE), 0));
  sessionStorage.clear();
  vi.spyOn(document, 'referrer', 'get').mockReturnValue('');
  status = 200;
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
  ({ calls } = stubFetch(() => json(status === 200 ? { result: 'SUCCESS' } : { code: 'CSRF', message: '요청을 확인할 수 없습니다.' }, status)));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
});

describe('navigation logger (spec §7 commonLog)', () => {
  it('logs the first page of the session as a visit and each menu page once, with the anti-forgery header', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/infoGd/crrBook' });
    await expect
      .poll(logCalls)
      .toEqual(['POST /api/commonLog/acs/save {"pageUrl":"/infoGd/crrBook"}', 'POST /api/commonLog/acs/menu?pageUrl=/infoGd/crrBook&menuNm=진로+도서 ']);
    expect(new Headers(calls[0]!.init.headers).get('X-XSRF-TOKEN')).toBe('token-1');

    await router.navigate('/infoGd/crrBook/3');
    await router.navigate('/admin/crrBookMng');
    await router.navigate('/infoGd/crrSite');
    await expect.poll(() => logCalls().length).toBe(3);
    // the deepest menu of a URL names it
    expect(logCalls()[2]).toBe('POST /api/commonLog/acs/menu?pageUrl=/infoGd/crrSite&menuNm=진로+사이트 ');
  });

  /** Opens a menu page with the browser never idle: its two log calls wait, unsent; the callbacks are handed back. */
  async function openWithIdleHeld() {
    const idle: IdleRequestCallback[] = [];
    vi.spyOn(window, 'requestIdleCallback').mockImplementation((callback) => idle.push(callback));
    await renderWithProviders(null, { routes, path: '/infoGd/crrBook' });
    await expect.poll(() => idle.length).toBe(2);
    expect(logCalls()).toEqual([]);
    return idle;
  }

  it("sends its calls at the browser's next idle moment, not beside the page's own requests", async () => {
    const idle = await openWithIdleHeld();
    for (const callback of idle) callback(IDLE);
    await expect.poll(() => logCalls().length).toBe(2);
  });

  it('sends the waiting calls when the visitor leaves the page before the idle moment, and each once', async () => {
    const idle = await openWithIdleHeld();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await expect.poll(() => logCalls().length).toBe(2);
    for (const callback of idle) callback(IDLE);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logCalls()).toHaveLength(2);
  });

  it('never logs on admin pages, and a session logs one visit only (with the referring address)', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://search.example/?q=진로');
    await renderWithProviders(null, { routes, path: '/admin/crrBookMng' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logCalls()).toEqual([]);

    await renderWithProviders(null, { routes, path: '/main' });
    await expect.poll(logCalls).toEqual(['POST /api/commonLog/acs/save {"pageUrl":"/main","referrer":"https://search.example/?q=진로"}']);
    await renderWithProviders(null, { routes, path: '/main' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logCalls()).toHaveLength(1);
  });

  it('a refused log shows nothing and goes nowhere', async () => {
    status = 403;
    const { router } = await renderWithProviders(null, { routes, path: '/infoGd/crrBook' });
    await expect.poll(() => logCalls().length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getDialogs()).toEqual([]);
    expect(router.state.location.pathname).toBe('/infoGd/crrBook');
  });

  it('matches a menu by its exact internal path only', () => {
    expect(menuEntryOf(MENUS, '/infoGd/crrBook')?.menuId).toBe('M504');
    expect(menuEntryOf(MENUS, '/infoGd/crrBook/3')).toBeUndefined();
    expect(menuEntryOf(MENUS, '/infoGd/crrSite/')?.menuId).toBe('M501');
  });
});
