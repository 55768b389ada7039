import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admMenuRoutes: RouteObject[] = [{ path: 'menu', lazy: async () => ({ Component: (await import('./routes/menu-mng-page')).MenuMngPage }) }];
