import type { RouteObject } from 'react-router';

/** The student's campaign page (lazy), a pattern of the contract's PUBLIC_ROUTES; its menu (M060302) names it. */
export const cmpnRoutes: RouteObject[] = [
  {
    path: 'myPage/cmpnPoint/cmpnPointAply',
    lazy: async () => ({ Component: (await import('./routes/cmpn-aply-page')).CmpnAplyPage }),
  },
];

/** The administrator's campaign pages (lazy, under /admin), patterns of ADMIN_ROUTES; menus A0801 and A0802 name them. */
export const admCmpnRoutes: RouteObject[] = [
  { path: 'cmpnPointMng', lazy: async () => ({ Component: (await import('./routes/cmpn-mng-page')).CmpnMngPage }) },
  { path: 'cmpnPointMng/aply', lazy: async () => ({ Component: (await import('./routes/cmpn-aply-mng-page')).CmpnAplyMngPage }) },
];
