import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The menu the hall pages sit under (주제관 소개). */
const MNEXHL_INTDCN_PATH = '/eduIntdcn/mnexhlIntdcn';

/**
 * Public hall pages (spec §2 /eduIntdcn, /infoGd), each path a pattern of PUBLIC_ROUTES. The list
 * pages take their heading from the menu; the view pages have no menu of their own: they sit under
 * 주제관 소개, name their crumb, and render the hall's name as their heading and last crumb.
 */
export const mnexhlRoutes: RouteObject[] = [
  {
    path: MNEXHL_INTDCN_PATH.slice(1),
    handle: handle({ crumbKey: 'mnexhl.crumb.mnexhlIntdcn' }),
    lazy: async () => ({ Component: (await import('./routes/mnexhl-intdcn-page')).MnexhlIntdcnPage }),
  },
  {
    path: 'eduIntdcn/bmnexhlIntdcnView/:bmnexhlId',
    handle: handle({ crumbKey: 'mnexhl.crumb.bmnexhl', menuUrl: MNEXHL_INTDCN_PATH, ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/bmnexhl-intdcn-view-page')).BmnexhlIntdcnViewPage }),
  },
  {
    path: 'eduIntdcn/smnexhlIntdcnView/:bmnexhlId/:bmnexhlNm/:bmnexhlNo',
    handle: handle({ crumbKey: 'mnexhl.crumb.smnexhl', menuUrl: MNEXHL_INTDCN_PATH, ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/smnexhl-intdcn-view-page')).SmnexhlIntdcnViewPage }),
  },
  {
    path: 'infoGd/crrFusionActvMnexhl',
    handle: handle({ crumbKey: 'mnexhl.crumb.crrFusionActvMnexhl' }),
    lazy: async () => ({ Component: (await import('./routes/crr-fusion-actv-mnexhl-page')).CrrFusionActvMnexhlPage }),
  },
];

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
