import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admAuthorityRoutes: RouteObject[] = [
  { path: 'authority', lazy: async () => ({ Component: (await import('./routes/authority-page')).AuthorityPage }) },
];
