import type { RouteObject } from 'react-router';

/** The admin login pages (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admAuthRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: { crumbKey: 'admAccess.login.title' },
    lazy: async () => ({ Component: (await import('./routes/admin-login-page')).AdminLoginPage }),
  },
  {
    path: 'pswdChg',
    handle: { crumbKey: 'admAccess.pswdChg.title' },
    lazy: async () => ({ Component: (await import('./routes/admin-pswd-chg-page')).AdminPswdChgPage }),
  },
  {
    path: 'otpEnroll',
    handle: { crumbKey: 'admAccess.otpEnroll.title' },
    lazy: async () => ({ Component: (await import('./routes/otp-enroll-page')).OtpEnrollPage }),
  },
];
