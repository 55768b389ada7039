import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/**
 * The survey pages (issue 17), lazy, each path a pattern of the contract's PUBLIC_ROUTES. The menu
 * M0701 설문조사 names the list; a survey's page sits under it and names itself after its survey.
 */
export const srvyRoutes: RouteObject[] = [
  {
    path: 'srvy/list',
    handle: handle({ crumbKey: 'srvy.title' }),
    lazy: async () => ({ Component: (await import('./routes/srvy-list-page')).SrvyListPage }),
  },
  {
    path: 'srvy/:srvyId',
    handle: handle({ crumbKey: 'srvy.title', menuUrl: '/srvy/list', ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/srvy-page')).SrvyPage }),
  },
];
