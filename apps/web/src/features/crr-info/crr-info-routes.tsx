import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** Public pages of this feature (lazy), each path a pattern of the contract's PUBLIC_ROUTES; the menu M0203 names them. */
export const crrInfoRoutes: RouteObject[] = [
  { path: 'crrInsp/crrInfo', lazy: async () => ({ Component: (await import('./routes/crr-info-list-page')).CrrInfoListPage }) },
  {
    path: 'crrInsp/crrInfo/detail/:jobCd',
    handle: handle({ menuUrl: '/crrInsp/crrInfo', ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/crr-info-detail-page')).CrrInfoDetailPage }),
  },
];
