import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;
const LIST_URL = '/infoGd/contsCrs';

/** The classes' public and teacher pages (수업, issue 20), lazy, each path a pattern of PUBLIC_ROUTES. */
export const contsCrsRoutes: RouteObject[] = [
  {
    path: 'infoGd/contsCrs',
    handle: handle({ crumbKey: 'contsCrs.title' }),
    lazy: async () => ({ Component: (await import('./routes/conts-crs-list-page')).ContsCrsListPage }),
  },
  {
    path: 'infoGd/contsCrs/:crsId',
    handle: handle({ crumbKey: 'contsCrs.title', menuUrl: LIST_URL, ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/conts-crs-detail-page')).ContsCrsDetailPage }),
  },
  {
    path: 'myPage/contsCrsAsgn',
    handle: handle({ crumbKey: 'contsCrsAsgn.title' }),
    lazy: async () => ({ Component: (await import('./routes/conts-crs-asgn-page')).ContsCrsAsgnPage }),
  },
];
