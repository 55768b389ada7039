import { isAdminPath, POLICY_PAGE_CODES } from '@portal/contract';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, redirect, type RouteObject } from 'react-router';
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

const PUBLIC_LAYOUT_ID = 'public';

/**
 * The route tree (spec §2). Every page path is a pattern of the contract's PUBLIC_ROUTES or
 * ADMIN_ROUTES (router.test.ts), which the server uses to answer 404 for unknown pages. Pages load
 * lazily, and so do the tables that name them: the entry holds the home page, the policy pages and
 * the not-found page; the features' pages (feature-routes.tsx) join under the public layout and the
 * admin tree (its frame with antd, and its route table) under the root at the first address that
 * needs them (`patchRoutes`), so the public first load carries neither. `features` puts the
 * features' pages in at once (tests that match paths without navigating).
 */
export function createRoutes(features: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: AppRoot,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          id: PUBLIC_LAYOUT_ID,
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
            ...features,
            { path: '*', Component: NotFoundPage, handle: handle({ notFound: true, ownHeading: true }) },
          ],
        },
      ],
    },
  ];
}

/**
 * Until a table is added, its addresses match only the public not-found splat, and a splat match
 * makes React Router ask for more routes (route discovery) before it renders: the admin table loads
 * at the first /admin address (with its own not-found pages), the features' table at any other. A
 * table patched again is a no-op (React Router keeps one of each route).
 */
export const patchRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (isAdminPath(path)) {
    const { adminRoute } = await import('./admin/admin-routes');
    patch(ROOT_ROUTE_ID, [adminRoute]);
    return;
  }
  const { featureRoutes } = await import('./feature-routes');
  patch(PUBLIC_LAYOUT_ID, featureRoutes);
};

export function createAppRouter() {
  return createBrowserRouter(createRoutes(), { patchRoutesOnNavigation: patchRoutes });
}
