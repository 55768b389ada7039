import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admCodeRoutes: RouteObject[] = [{ path: 'code', lazy: async () => ({ Component: (await import('./routes/code-page')).CodePage }) }];
