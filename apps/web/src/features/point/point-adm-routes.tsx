import type { RouteObject } from 'react-router';
import { admCmpnRoutes } from './cmpn/cmpn-adm-routes';
import { admCpnRoutes } from './cpn/cpn-adm-routes';
import { admGdsRoutes } from './gds/gds-adm-routes';

/** Admin point pages (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admPointRoutes: RouteObject[] = [
  { path: 'cmpnPointMng/holder', lazy: async () => ({ Component: (await import('./ledger/routes/holder-page')).HolderPage }) },
  { path: 'cmpnPointMng/rule', lazy: async () => ({ Component: (await import('./ledger/routes/rule-page')).RulePage }) },
  ...admCmpnRoutes,
  ...admCpnRoutes,
  ...admGdsRoutes,
];
