import type { RouteObject } from 'react-router';
import { cmpnRoutes } from './cmpn/cmpn-routes';
import { cpnRoutes } from './cpn/cpn-routes';
import { gdsRoutes } from './gds/gds-routes';

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
