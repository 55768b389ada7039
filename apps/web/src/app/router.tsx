import { isAdminPath, POLICY_PAGE_CODES } from '@portal/contract';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, redirect, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/auth-routes';
import { joinRoutes } from '../features/join/join-routes';
import { memberRoutes } from '../features/member/member-routes';
import { socialLoginRoutes } from '../features/social-login/social-login-routes';
import { instRoutes } from '../features/inst/inst-routes';
import { mnexhlRoutes } from '../features/mnexhl/mnexhl-routes';
import { eduIntdcnRoutes } from '../features/edu-intdcn/edu-intdcn-routes';
import { crrSiteRoutes } from '../features/crr-site/crr-site-routes';
import { crrBookRoutes } from '../features/crr-book/crr-book-routes';
import { crrInfoRoutes } from '../features/crr-info/crr-info-routes';
import { boardRoutes } from '../features/board/board-routes';
import { pointRoutes } from '../features/point/point-routes';
import { crrRcmdtnRoutes } from '../features/crr-rcmdtn/crr-rcmdtn-routes';
import { inspRoutes } from '../features/insp/insp-routes';
import { srvyRoutes } from '../features/srvy/srvy-routes';
import { cntstRoutes } from '../features/cntst/cntst-routes';
import { clsRoutes } from '../features/cls/cls-routes';
import { stdntMngRoutes } from '../features/stdnt-mng/stdnt-mng-routes';
import { crrActvRoutes } from '../features/crr-actv/crr-actv-routes';
import { portfloRoutes } from '../features/portflo/portflo-routes';
import { crrSpcltRoutes } from '../features/crr-spclt/crr-spclt-routes';
import { bannersQueryOptions } from '../features/home/api/get-banners';
import { queryClient } from '../lib/query-client';
import { AppRoot } from './app-root';
import { PublicLayout } from './layouts/public-layout';
import type { TRouteHandle } from './route-handle';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

const handle = (value: TRouteHandle) => value;

const ROOT_ROUTE_ID = 'root';

/** spec §2 footer policy pages: one route per policy code, the path being the code. */
const policyRoutes: RouteObject[] = POLICY_PAGE_CODES.map((polcyCd) => ({
  path: polcyCd,
  handle: handle({ crumbKey: `site.policy.${polcyCd}`, ownHeading: true }),
  lazy: async () => {
    const { PolicyPage } = await import('../features/site/routes/policy-page');
    return { Component: () => <PolicyPage polcyCd={polcyCd} /> };
  },
}));

/**
 * The route tree (spec §2). Every page path here is a pattern of the contract's PUBLIC_ROUTES or
 * ADMIN_ROUTES (router.test.ts), which the server uses to answer 404 for unknown pages. Pages load
 * lazily; the admin tree (its frame with antd, and its route table) is added under the root by
 * `patchAdminRoutes` at the first /admin address, so the public first load never carries it.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: AppRoot,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, loader: () => redirect('/main') },
          {
            path: 'main',
            handle: handle({ ownHeading: true, fullBleed: true }),
            // The banners come with the page (asked for beside its code), so the strip is in the page's
            // first paint and does not push the shortcuts down when it arrives (layout shift).
            loader: async () => {
              await queryClient.ensureQueryData(bannersQueryOptions('MAIN'));
              return null;
            },
            lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }),
          },
          ...policyRoutes,
          ...authRoutes,
          ...socialLoginRoutes,
          ...joinRoutes,
          ...memberRoutes,
          ...instRoutes,
          ...mnexhlRoutes,
          ...eduIntdcnRoutes,
          ...crrSiteRoutes,
          ...crrBookRoutes,
          ...crrInfoRoutes,
          ...boardRoutes,
          ...pointRoutes,
          ...crrRcmdtnRoutes,
          ...inspRoutes,
          ...srvyRoutes,
          ...cntstRoutes,
          ...clsRoutes,
          ...stdntMngRoutes,
          ...crrActvRoutes,
          ...portfloRoutes,
          ...crrSpcltRoutes,
          { path: '*', Component: NotFoundPage, handle: handle({ notFound: true, ownHeading: true }) },
        ],
      },
    ],
  },
];

/**
 * Until the admin tree is added, an /admin address matches only the public not-found splat, and a
 * splat match makes React Router ask for more routes (route discovery) before it renders: the
 * admin route table loads then, with its own not-found pages.
 */
export const patchAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isAdminPath(path)) return;
  const { adminRoute } = await import('./admin/admin-routes');
  patch(ROOT_ROUTE_ID, [adminRoute]);
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });
}
