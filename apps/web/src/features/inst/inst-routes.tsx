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

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admInstRoutes: RouteObject[] = [
  { path: 'instCode', lazy: async () => ({ Component: (await import('./routes/inst-code-page')).InstCodePage }) },
  { path: 'schlInfoMng', lazy: async () => ({ Component: (await import('./routes/school-page')).SchoolPage }) },
  { path: 'assistInst', lazy: async () => ({ Component: (await import('./routes/assist-inst-page')).AssistInstPage }) },
];
