import type { RouteObject } from 'react-router';

/** The contents bulk registration page (issue 20, admin contentsBundle; lazy, under /admin), a pattern of ADMIN_ROUTES. */
export const admContsBndlRoutes: RouteObject[] = [
  { path: 'contentsBundle', lazy: async () => ({ Component: (await import('./conts-bndl-page')).ContsBndlPage }) },
];
