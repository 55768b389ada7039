import type { RouteObject } from 'react-router';
import { indexRedirect } from '../../lib/index-redirect';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES; /admin itself opens the dashboard. */
export const admDashboardRoutes: RouteObject[] = [
  indexRedirect('/admin/dashboard/view'),
  { path: 'dashboard/view', lazy: async () => ({ Component: (await import('./routes/dashboard-page')).DashboardPage }) },
];
