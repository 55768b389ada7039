import { isAdminPath, POLICY_PAGE_CODES } from '@portal/contract';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { bannersQueryOptions } from '../features/home/api/get-banners';
import { menuListQueryOptions } from '../features/site/api/get-menu-list';
import { indexRedirect } from '../lib/index-redirect';
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

/** How long the first page waits for its menus before it shows without them. */
const MENU_WAIT_MS = 1500;

/**
 * The menus (asked for beside the entry, main.tsx) are in the frame's first paint: the header's
 * menus and the side menu do not push the page down when they arrive (layout shift). A menu call
 * that hangs holds the first page back at most MENU_WAIT_MS; once answered, the menus are cached
 * and later pages do not wait.
 */
async function publicFrameLoader() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, MENU_WAIT_MS)));
  await Promise.race([queryClient.ensureQueryData(menuListQueryOptions()).catch(() => null), waited]);
  clearTimeout(timer);
  return null;
}

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
      // nothing is drawn before the first page's code and its loaders are in (decision 031)
      HydrateFallback: () => null,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          id: PUBLIC_LAYOUT_ID,
          Component: PublicLayout,
          loader: publicFrameLoader,
          shouldRevalidate: () => false,
          children: [
            indexRedirect('/main'),
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
