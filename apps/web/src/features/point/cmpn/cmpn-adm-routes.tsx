import type { RouteObject } from 'react-router';

/** The administrator's campaign pages (lazy, under /admin), patterns of ADMIN_ROUTES; menus A0801 and A0802 name them. */
export const admCmpnRoutes: RouteObject[] = [
  { path: 'cmpnPointMng', lazy: async () => ({ Component: (await import('./routes/cmpn-mng-page')).CmpnMngPage }) },
  { path: 'cmpnPointMng/aply', lazy: async () => ({ Component: (await import('./routes/cmpn-aply-mng-page')).CmpnAplyMngPage }) },
];
