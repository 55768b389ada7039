import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The student's goods page (lazy); its title and breadcrumbs come from the seeded menu M060304. */
export const gdsRoutes: RouteObject[] = [
  {
    path: 'myPage/cmpnPoint/pointBsdGds',
    handle: handle({ crumbKey: 'pointGds.title' }),
    lazy: async () => ({ Component: (await import('./routes/gds-page')).GdsPage }),
  },
];
