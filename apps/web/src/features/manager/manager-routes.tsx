import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admManagerRoutes: RouteObject[] = [{ path: 'manager', lazy: async () => ({ Component: (await import('./routes/manager-page')).ManagerPage }) }];
