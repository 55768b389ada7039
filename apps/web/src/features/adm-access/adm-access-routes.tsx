import { redirect, type RouteObject } from 'react-router';

/**
 * Lazy page routes of this feature; each path is a pattern of the contract's route table. /admin
 * itself opens the dashboard. The pages load with antd only when an admin page is opened.
 */
export const admAccessRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/admin/dashboard/view') },
  { path: 'login', lazy: async () => ({ Component: (await import('./routes/admin-login-page')).AdminLoginPage }) },
  { path: 'pswdChg', lazy: async () => ({ Component: (await import('./routes/admin-pswd-chg-page')).AdminPswdChgPage }) },
  { path: 'otpEnroll', lazy: async () => ({ Component: (await import('./routes/otp-enroll-page')).OtpEnrollPage }) },
  { path: 'dashboard/view', lazy: async () => ({ Component: (await import('./routes/dashboard-page')).DashboardPage }) },
  { path: 'accessIp', lazy: async () => ({ Component: (await import('./routes/access-ip-page')).AccessIpPage }) },
  { path: 'manager', lazy: async () => ({ Component: (await import('./routes/manager-page')).ManagerPage }) },
];
