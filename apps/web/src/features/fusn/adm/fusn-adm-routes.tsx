import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../../app/route-handle';

const handle = (value: TRouteHandle) => value;
const GRP = '/admin/prgrmEstbl';
const INDV = '/admin/prgrmEstbl/indv';

/**
 * The fusion activity pages of the back office (issue 19; lazy, under /admin; menus A1101..A1106),
 * each path a pattern of ADMIN_ROUTES.
 */
export const admFusnRoutes: RouteObject[] = [
  { path: 'prgrmEstbl', lazy: async () => ({ Component: (await import('./routes/prgrm-list-page')).GrpPrgrmListPage }) },
  {
    path: 'prgrmEstbl/write',
    handle: handle({ crumbKey: 'admFusn.prgrm.writeTitle', menuUrl: GRP }),
    lazy: async () => ({ Component: (await import('./routes/prgrm-write-page')).GrpPrgrmWritePage }),
  },
  {
    path: 'prgrmEstbl/update/:prgrmId',
    handle: handle({ crumbKey: 'admFusn.prgrm.updateTitle', menuUrl: GRP }),
    lazy: async () => ({ Component: (await import('./routes/prgrm-update-page')).GrpPrgrmUpdatePage }),
  },
  { path: 'prgrmEstbl/indv', lazy: async () => ({ Component: (await import('./routes/prgrm-list-page')).IndvPrgrmListPage }) },
  {
    path: 'prgrmEstbl/indv/write',
    handle: handle({ crumbKey: 'admFusn.prgrm.writeTitle', menuUrl: INDV }),
    lazy: async () => ({ Component: (await import('./routes/prgrm-write-page')).IndvPrgrmWritePage }),
  },
  {
    path: 'prgrmEstbl/indv/update/:prgrmId',
    handle: handle({ crumbKey: 'admFusn.prgrm.updateTitle', menuUrl: INDV }),
    lazy: async () => ({ Component: (await import('./routes/prgrm-update-page')).IndvPrgrmUpdatePage }),
  },
  { path: 'prgrmEstbl/clsr', lazy: async () => ({ Component: (await import('./routes/clsr-page')).ClsrPage }) },
  { path: 'grpActvMng', lazy: async () => ({ Component: (await import('./routes/grp-actv-list-page')).GrpActvListPage }) },
  {
    path: 'grpActvMng/:schlRsvtId',
    handle: handle({ crumbKey: 'admFusn.rsvt.viewTitle', menuUrl: '/admin/grpActvMng' }),
    lazy: async () => ({ Component: (await import('./routes/grp-actv-view-page')).GrpActvViewPage }),
  },
  { path: 'indvActvMng', lazy: async () => ({ Component: (await import('./routes/indv-actv-list-page')).IndvActvListPage }) },
  {
    path: 'indvActvMng/:sesnId',
    handle: handle({ crumbKey: 'admFusn.indv.viewTitle', menuUrl: '/admin/indvActvMng' }),
    lazy: async () => ({ Component: (await import('./routes/indv-actv-view-page')).IndvActvViewPage }),
  },
  { path: 'stdntAtndcMng', lazy: async () => ({ Component: (await import('./routes/atndc-day-page')).AtndcDayPage }) },
  {
    path: 'stdntAtndcMng/:sesnId',
    handle: handle({ crumbKey: 'admFusn.atndc.rosterTitle', menuUrl: '/admin/stdntAtndcMng' }),
    lazy: async () => ({ Component: (await import('./routes/atndc-roster-page')).AtndcRosterPage }),
  },
  {
    path: 'stdntAtndcMng/qr/:bmnexhlId',
    handle: handle({ crumbKey: 'admFusn.qr.title', menuUrl: '/admin/stdntAtndcMng' }),
    lazy: async () => ({ Component: (await import('./routes/hall-qr-page')).HallQrPage }),
  },
];
