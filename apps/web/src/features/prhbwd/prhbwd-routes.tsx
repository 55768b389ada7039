import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admPrhbwdRoutes: RouteObject[] = [
  { path: 'prhbwdMng', lazy: async () => ({ Component: (await import('./routes/prhbwd-mng-page')).PrhbwdMngPage }) },
];
