import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** Admin pages of dayBsdCpnMng (lazy, under /admin): list, draw and congratulate. */
export const admCpnRoutes: RouteObject[] = [
  { path: 'dayBsdCpnMng', lazy: async () => ({ Component: (await import('./routes/cpn-mng-page')).CpnMngPage }) },
  {
    path: 'dayBsdCpnMng/draw/:cpnId',
    handle: handle({ crumbKey: 'pointCpn.adm.drawTitle', menuUrl: '/admin/dayBsdCpnMng' }),
    lazy: async () => ({ Component: (await import('./routes/cpn-draw-page')).CpnDrawPage }),
  },
  {
    path: 'dayBsdCpnMng/congratulate/:cpnId',
    handle: handle({ crumbKey: 'pointCpn.adm.congratsTitle', menuUrl: '/admin/dayBsdCpnMng' }),
    lazy: async () => ({ Component: (await import('./routes/cpn-congratulate-page')).CpnCongratulatePage }),
  },
];
