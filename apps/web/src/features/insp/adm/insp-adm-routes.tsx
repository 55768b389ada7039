import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The test bank pages (spec §2 admin langDgns; lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admInspRoutes: RouteObject[] = [
  { path: 'langDgns', lazy: async () => ({ Component: (await import('./routes/insp-adm-list-page')).InspAdmListPage }) },
  {
    path: 'langDgns/write',
    handle: handle({ crumbKey: 'admInsp.writeTitle', menuUrl: '/admin/langDgns' }),
    lazy: async () => ({ Component: (await import('./routes/insp-adm-write-page')).InspAdmWritePage }),
  },
  {
    path: 'langDgns/:inspId',
    handle: handle({ crumbKey: 'admInsp.editTitle', menuUrl: '/admin/langDgns' }),
    lazy: async () => ({ Component: (await import('./routes/insp-adm-edit-page')).InspAdmEditPage }),
  },
];
