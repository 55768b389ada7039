import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admDeadLinkRoutes: RouteObject[] = [
  { path: 'deadLink', lazy: async () => ({ Component: (await import('./routes/dead-link-page')).DeadLinkPage }) },
];
