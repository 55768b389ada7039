import { redirect, type RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES; /admin itself opens the dashboard. */
export const admDashboardRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/admin/dashboard/view') },
  { path: 'dashboard/view', lazy: async () => ({ Component: (await import('./routes/dashboard-page')).DashboardPage }) },
];
