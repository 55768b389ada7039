import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** Admin pages of mnexhlMng (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admMnexhlRoutes: RouteObject[] = [
  { path: 'mnexhlMng', lazy: async () => ({ Component: (await import('./routes/adm-bmnexhl-list-page')).AdmBmnexhlListPage }) },
  {
    path: 'mnexhlMng/bmnexhlWrite',
    handle: handle({ crumbKey: 'admMnexhl.bmnexhl.writeTitle' }),
    lazy: async () => ({ Component: (await import('./routes/adm-bmnexhl-write-page')).AdmBmnexhlWritePage }),
  },
  {
    path: 'mnexhlMng/bmnexhlView/:bmnexhlId',
    handle: handle({ crumbKey: 'admMnexhl.bmnexhl.viewTitle' }),
    lazy: async () => ({ Component: (await import('./routes/adm-bmnexhl-view-page')).AdmBmnexhlViewPage }),
  },
  {
    path: 'mnexhlMng/bmnexhlUpdate/:bmnexhlId',
    handle: handle({ crumbKey: 'admMnexhl.bmnexhl.updateTitle' }),
    lazy: async () => ({ Component: (await import('./routes/adm-bmnexhl-write-page')).AdmBmnexhlUpdatePage }),
  },
  {
    path: 'mnexhlMng/smnexhlList/:bmnexhlId',
    handle: handle({ crumbKey: 'admMnexhl.smnexhl.manage' }),
    lazy: async () => ({ Component: (await import('./routes/adm-smnexhl-list-page')).AdmSmnexhlListPage }),
  },
  {
    path: 'mnexhlMng/smnexhlWrite/:bmnexhlId',
    handle: handle({ crumbKey: 'admMnexhl.smnexhl.writeTitle' }),
    lazy: async () => ({ Component: (await import('./routes/adm-smnexhl-write-page')).AdmSmnexhlWritePage }),
  },
  {
    path: 'mnexhlMng/smnexhlView/:smnexhlId',
    handle: handle({ crumbKey: 'admMnexhl.smnexhl.viewTitle' }),
    lazy: async () => ({ Component: (await import('./routes/adm-smnexhl-view-page')).AdmSmnexhlViewPage }),
  },
  {
    path: 'mnexhlMng/smnexhlUpdate/:smnexhlId',
    handle: handle({ crumbKey: 'admMnexhl.smnexhl.updateTitle' }),
    lazy: async () => ({ Component: (await import('./routes/adm-smnexhl-write-page')).AdmSmnexhlUpdatePage }),
  },
];
