import type { RouteObject } from 'react-router';

/** Admin page eduIntdcnMng (lazy, under /admin), a pattern of ADMIN_ROUTES. */
export const admEduIntdcnRoutes: RouteObject[] = [
  { path: 'eduIntdcnMng', lazy: async () => ({ Component: (await import('./routes/adm-edu-intdcn-page')).AdmEduIntdcnPage }) },
];
