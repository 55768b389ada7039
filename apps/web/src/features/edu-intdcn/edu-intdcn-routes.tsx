import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/**
 * Public introduction pages (spec §2 /eduIntdcn), each path a pattern of PUBLIC_ROUTES. Their
 * heading is the menu's name in the location bar (the crumb key names them when no menu does).
 */
export const eduIntdcnRoutes: RouteObject[] = [
  {
    path: 'eduIntdcn/grts',
    handle: handle({ crumbKey: 'eduIntdcn.crumb.grts' }),
    lazy: async () => ({ Component: (await import('./routes/grts-page')).GrtsPage }),
  },
  {
    path: 'eduIntdcn/crrMap',
    handle: handle({ crumbKey: 'eduIntdcn.crumb.crrMap' }),
    lazy: async () => ({ Component: (await import('./routes/crr-map-page')).CrrMapPage }),
  },
  {
    path: 'eduIntdcn/flrInfo',
    handle: handle({ crumbKey: 'eduIntdcn.crumb.flrInfo' }),
    lazy: async () => ({ Component: (await import('./routes/flr-info-page')).FlrInfoPage }),
  },
];
