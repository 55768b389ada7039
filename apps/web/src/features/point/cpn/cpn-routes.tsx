import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** Public and student pages of the coupon draws (lazy), each path a pattern of the contract's PUBLIC_ROUTES. */
export const cpnRoutes: RouteObject[] = [
  {
    path: 'myPage/cmpnPoint/dayBsdCpn',
    lazy: async () => ({ Component: (await import('./routes/cpn-page')).CpnPage }),
  },
  {
    path: 'eduIntdcn/dayBsdCpn',
    lazy: async () => ({ Component: (await import('./routes/cpn-result-list-page')).CpnResultListPage }),
  },
  {
    path: 'eduIntdcn/dayBsdCpn/:cpnId',
    handle: handle({ menuUrl: '/eduIntdcn/dayBsdCpn', ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/cpn-result-page')).CpnResultPage }),
  },
];
