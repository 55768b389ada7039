import type { RouteObject } from 'react-router';
import { admCmpnRoutes, cmpnRoutes } from './cmpn/cmpn-routes';
import { admCpnRoutes, cpnRoutes } from './cpn/cpn-routes';
import { admGdsRoutes, gdsRoutes } from './gds/gds-routes';

/**
 * Every point page (issue 15), lazy, each path a pattern of the contract's route tables. The menus
 * (seeded by the server's point module) name the pages: the location bar gives each its h1.
 */
export const pointRoutes: RouteObject[] = [
  { path: 'myPage/cmpnPoint/myPoint', lazy: async () => ({ Component: (await import('./ledger/routes/my-point-page')).MyPointPage }) },
  ...cmpnRoutes,
  ...cpnRoutes,
  ...gdsRoutes,
];

/** Admin point pages (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admPointRoutes: RouteObject[] = [
  { path: 'cmpnPointMng/holder', lazy: async () => ({ Component: (await import('./ledger/routes/holder-page')).HolderPage }) },
  { path: 'cmpnPointMng/rule', lazy: async () => ({ Component: (await import('./ledger/routes/rule-page')).RulePage }) },
  ...admCmpnRoutes,
  ...admCpnRoutes,
  ...admGdsRoutes,
];
