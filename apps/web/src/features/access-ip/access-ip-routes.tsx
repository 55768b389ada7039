import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admAccessIpRoutes: RouteObject[] = [
  { path: 'accessIp', lazy: async () => ({ Component: (await import('./routes/access-ip-page')).AccessIpPage }) },
];
