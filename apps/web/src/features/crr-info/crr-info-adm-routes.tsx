import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admCrrInfoRoutes: RouteObject[] = [
  { path: 'crrInfoMng', lazy: async () => ({ Component: (await import('./routes/crr-info-mng-page')).CrrInfoMngPage }) },
];
