import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** Public pages of this feature (lazy), each path a pattern of the contract's PUBLIC_ROUTES. */
export const instRoutes: RouteObject[] = [
  {
    path: 'infoGd/crrInst',
    handle: handle({ crumbKey: 'crrInst.title' }),
    lazy: async () => ({ Component: (await import('./routes/crr-inst-page')).CrrInstPage }),
  },
];
