import type { TMenuItem, TSiteInfo } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, type PatchRoutesOnNavigationFunction, RouterProvider, type RouteObject } from 'react-router';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { ModalHost } from '../../components/modal/modal-host';
import { getDialogs } from '../../components/modal/modal-store';
import { siteKeys } from '../../features/site/api/site-keys';
import { queryClient as appQueryClient } from '../../lib/query-client';
import '../../lib/i18n-admin';
import '../../styles/index.css';

type TSeed = { menus?: TMenuItem[]; siteInfo?: TSiteInfo };

const TEST_DEFAULTS = { queries: { retry: false, staleTime: Infinity } };

function seeded(client: QueryClient, seed: TSeed): QueryClient {
  if (seed.menus) client.setQueryData(siteKeys.menuList(), { userMenuList: seed.menus });
  if (seed.siteInfo) client.setQueryData(siteKeys.info(), seed.siteInfo);
  return client;
}

/** A query client that never retries, pre-filled with the site data a layout reads. */
export const createTestQueryClient = (seed: TSeed = {}): QueryClient => seeded(new QueryClient({ defaultOptions: TEST_DEFAULTS }), seed);

type TRenderOptions = TSeed & {
  /** the starting address */
  path?: string;
  /** a whole route tree instead of `ui` on every path */
  routes?: RouteObject[];
  /** routes added on the way, as the app's router adds the admin tree (router.tsx patchAdminRoutes) */
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
};

/** The test's routes under a root that draws nothing while the first page's lazy code loads, as the app's root (router.tsx). */
const underRoot = (routes: RouteObject[]): RouteObject[] => [{ HydrateFallback: () => null, children: routes }];

/** Renders into a memory router with the query client, i18n, styles and the dialog host. */
export async function renderWithProviders(ui: ReactNode, options: TRenderOptions = {}) {
  // the app's own client, which the route loaders fill (router.tsx, the board list), emptied and seeded
  // before the router starts its first loaders (the frame's menus would otherwise be asked for)
  appQueryClient.clear();
  appQueryClient.setDefaultOptions(TEST_DEFAULTS);
  const queryClient = seeded(appQueryClient, options);
  const router = createMemoryRouter(underRoot(options.routes ?? [{ path: '*', element: ui }]), {
    initialEntries: [options.path ?? '/'],
    patchRoutesOnNavigation: options.patchRoutesOnNavigation,
  });
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ModalHost />
    </QueryClientProvider>,
  );
  return { screen, router, queryClient };
}

/** Answers every dialog still open, so no test leaks one into the next. */
export function closeAllDialogs(): void {
  for (const dialog of getDialogs()) dialog.resolve(false);
}

/** Says yes to the question every admin form asks before it saves ('저장하시겠습니까?', spec §8). */
export async function confirmSave(): Promise<void> {
  await expect.poll(() => getDialogs().at(-1)?.message).toBe('저장하시겠습니까?');
  getDialogs().at(-1)!.resolve(true);
}
