import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/**
 * The career inspection pages (issue 16), lazy, each path a pattern of the contract's PUBLIC_ROUTES.
 * The menus (M0201 진로검사, M0202 검사 결과) name the catalogue and the results; a test's page sits
 * under the catalogue's menu and names itself after its test.
 */
export const inspRoutes: RouteObject[] = [
  {
    path: 'crrInsp/crrInsp',
    handle: handle({ crumbKey: 'insp.title' }),
    lazy: async () => ({ Component: (await import('./routes/insp-list-page')).InspListPage }),
  },
  {
    path: 'crrInsp/crrInsp/:inspName',
    handle: handle({ crumbKey: 'insp.title', menuUrl: '/crrInsp/crrInsp', ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/insp-page')).InspPage }),
  },
  {
    path: 'crrInsp/crrInspRslt',
    handle: handle({ crumbKey: 'insp.rslt.title' }),
    lazy: async () => ({ Component: (await import('./routes/insp-rslt-page')).InspRsltPage }),
  },
];
