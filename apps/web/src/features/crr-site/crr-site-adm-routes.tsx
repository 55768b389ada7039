import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admCrrSiteRoutes: RouteObject[] = [
  { path: 'crrSiteMng', lazy: async () => ({ Component: (await import('./routes/crr-site-mng-page')).CrrSiteMngPage }) },
];
