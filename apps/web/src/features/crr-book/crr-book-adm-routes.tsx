import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admCrrBookRoutes: RouteObject[] = [
  { path: 'crrBookMng', lazy: async () => ({ Component: (await import('./routes/crr-book-mng-page')).CrrBookMngPage }) },
];
