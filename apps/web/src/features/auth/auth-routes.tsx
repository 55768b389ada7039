import type { RouteObject } from 'react-router';

/** Lazy page routes of this feature; each path is a pattern of the contract's route table. */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: { crumbKey: 'auth.login.title' },
    lazy: async () => ({ Component: (await import('./routes/login-page')).LoginPage }),
  },
];
