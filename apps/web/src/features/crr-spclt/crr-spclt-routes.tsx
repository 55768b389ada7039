import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The career remarks page (issue 18, menu M0611 진로활동 특기사항), lazy; its path is a pattern of PUBLIC_ROUTES. */
export const crrSpcltRoutes: RouteObject[] = [
  {
    path: 'myPage/crrSpcltCrt',
    handle: handle({ crumbKey: 'crrSpclt.title' }),
    lazy: async () => ({ Component: (await import('./routes/crr-spclt-page')).CrrSpcltPage }),
  },
];
