import type { RouteObject } from 'react-router';

/** The back office's classes and teachers page (spec §2 admin classes; lazy, under /admin), a pattern of ADMIN_ROUTES. */
export const admClsRoutes: RouteObject[] = [{ path: 'classes', lazy: async () => ({ Component: (await import('./adm/routes/cls-adm-page')).ClsAdmPage }) }];
