import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admInstRoutes: RouteObject[] = [
  { path: 'instCode', lazy: async () => ({ Component: (await import('./routes/inst-code-page')).InstCodePage }) },
  { path: 'schlInfoMng', lazy: async () => ({ Component: (await import('./routes/school-page')).SchoolPage }) },
  { path: 'assistInst', lazy: async () => ({ Component: (await import('./routes/assist-inst-page')).AssistInstPage }) },
];
