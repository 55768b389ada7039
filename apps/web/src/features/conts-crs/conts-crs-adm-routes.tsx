import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;
const ADM_URL = '/admin/contentClasses';

/** Admin pages (lazy, under /admin), each path a pattern of ADMIN_ROUTES. /admin/classes is the schools' classes (issue 18). */
export const admContsCrsRoutes: RouteObject[] = [
  { path: 'contentClasses', lazy: async () => ({ Component: (await import('./adm/crs-mng-list-page')).CrsMngListPage }) },
  {
    path: 'contentClasses/write',
    handle: handle({ crumbKey: 'admContsCrs.writeTitle', menuUrl: ADM_URL }),
    lazy: async () => ({ Component: (await import('./adm/crs-mng-form-page')).CrsMngWritePage }),
  },
  {
    path: 'contentClasses/view/:crsId',
    handle: handle({ crumbKey: 'admContsCrs.editTitle', menuUrl: ADM_URL }),
    lazy: async () => ({ Component: (await import('./adm/crs-mng-form-page')).CrsMngEditPage }),
  },
];
