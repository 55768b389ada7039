import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admPrivacyLogRoutes: RouteObject[] = [
  { path: 'privacyLog', lazy: async () => ({ Component: (await import('./routes/privacy-log-page')).PrivacyLogPage }) },
];
