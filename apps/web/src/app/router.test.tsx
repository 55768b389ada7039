import { ADMIN_ROUTES, isAdminPath, PUBLIC_ROUTES, type TPolicyPage } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { adminRoute } from './admin/admin-routes';
import type { TRouteHandle } from './route-handle';
import { featureRoutes } from './feature-routes';
import { createRoutes, patchRoutes } from './router';
import { json, stubFetch } from './testing/fetch-stub';
import { MENU_FIXTURE, SITE_INFO_FIXTURE } from './testing/menu-fixtures';
import { renderWithProviders } from './testing/render-with-providers';

/** The app's route tree, the features' and the admin tables joining it on the way (as createAppRouter does). */
const app = { routes: createRoutes(), patchRoutesOnNavigation: patchRoutes };

/** Page paths of a route tree: index routes and leaf routes, not layouts or not-found catch-alls. */
function pagePaths(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    if ((route.handle as TRouteHandle | undefined)?.notFound) return [];
    if (route.children) return pagePaths(route.children, path);
    return route.index || route.path ? [path || '/'] : [];
  });
}

const POLICY: TPolicyPage = {
  polcyCd: 'SvcUseStplat',
  title: '진로교육포털 이용약관',
  cn: '제1조(목적)\n이 약관은 이용 조건을 정합니다.\n\n<b>제2조</b>(정의)',
  effectiveDate: '2025-03-01',
};

function stubSiteApi() {
  return stubFetch((url) => {
    if (url.startsWith('/icec/api/menu/list')) return json({ userMenuList: MENU_FIXTURE });
    if (url.startsWith('/icec/api/site/info')) return json(SITE_INFO_FIXTURE);
    if (url.startsWith('/icec/api/site/policy/SvcUseStplat')) return json(POLICY);
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  });
}

afterEach(() => {
  document.title = '';
});

describe('route table', () => {
  it('has exactly the page paths of the contract, which the server answers 200 for', () => {
    // the features' and the admin tables join the router on the way (patchRoutes)
    const paths = [...pagePaths(createRoutes(featureRoutes)), ...pagePaths([adminRoute])];
    expect(paths.filter((p) => !isAdminPath(p)).sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(paths.filter((p) => isAdminPath(p)).sort()).toEqual([...ADMIN_ROUTES].sort());
  });
});

describe('app routes', () => {
  it('sends / to /main and titles user pages with the site name', async () => {
    stubSiteApi();
    const { router } = await renderWithProviders(null, { ...app, path: '/' });
    await expect.poll(() => router.state.location.pathname).toBe('/main');
    await expect.element(page.getByRole('heading', { level: 1, name: SITE_INFO_FIXTURE.siteNm })).toBeVisible();
    await expect.poll(() => document.title).toBe(SITE_INFO_FIXTURE.siteNm);
  });

  it('shows a policy page: title, effective date and the text as paragraphs of plain text', async () => {
    stubSiteApi();
    await renderWithProviders(null, { ...app, path: '/SvcUseStplat' });
    await expect.element(page.getByRole('heading', { level: 1, name: POLICY.title })).toBeVisible();
    await expect.element(page.getByText('2025-03-01')).toBeVisible();
    const paragraphs = [...document.querySelectorAll('.policy__text p')];
    expect(paragraphs.map((p) => p.textContent)).toEqual(['제1조(목적)\n이 약관은 이용 조건을 정합니다.', '<b>제2조</b>(정의)']);
    expect(document.querySelector('.policy__text b')).toBeNull();
    const crumbs = page.getByRole('navigation', { name: '현재 경로' }).getByRole('listitem');
    expect(crumbs.elements().map((li) => li.textContent)).toEqual(['홈', '이용약관']);
    await expect.poll(() => document.title).toBe(`이용약관 | ${SITE_INFO_FIXTURE.siteNm}`);
  });

  it("adds the features' pages at the first address the entry's routes do not serve (route discovery)", async () => {
    stubSiteApi();
    const { router } = await renderWithProviders(null, { ...app, path: '/login' });
    await expect.poll(() => router.state.matches.at(-1)?.route.path).toBe('login');
    await expect.element(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  });

  it('shows the not-found page for an unknown user path', async () => {
    stubSiteApi();
    await renderWithProviders(null, { ...app, path: '/no/such/page' });
    await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '홈으로 이동' })).toHaveAttribute('href', '/main');
    await expect.element(page.getByRole('navigation', { name: '현재 경로' })).not.toBeInTheDocument();
    await expect.poll(() => document.title).toBe(`페이지를 찾을 수 없습니다 | ${SITE_INFO_FIXTURE.siteNm}`);
  });

  it.each(['/admin/no-such-page', '/admin/board/zz-none', '/admin/board/zz-none/1/update'])(
    'shows the admin not-found page inside the admin frame for %s, titled "… | … 관리자", with a way back to the dashboard',
    async (path) => {
      stubSiteApi();
      await renderWithProviders(null, { ...app, path });
      await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
      await expect.element(page.getByText('관리자 화면에 없는 주소입니다.', { exact: false })).toBeVisible();
      await expect.element(page.getByRole('link', { name: '대시보드로 이동' })).toHaveAttribute('href', '/admin/dashboard/view');
      await expect.element(page.getByText(`${SITE_INFO_FIXTURE.siteNm} 관리자`)).toBeVisible();
      await expect.poll(() => document.title).toBe(`페이지를 찾을 수 없습니다 | ${SITE_INFO_FIXTURE.siteNm} 관리자`);
      expect(document.querySelector('.ant-layout')).not.toBeNull();
      // the public frame (its location bar and footer) is not shown
      expect(page.getByRole('contentinfo').query()).toBeNull();
    },
  );
});
