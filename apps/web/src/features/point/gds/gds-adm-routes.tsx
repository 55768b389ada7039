import type { RouteObject } from 'react-router';

/** admin pointBsdGdsMng: the goods and their orders (lazy, under /admin; menus A0806 and A0807). */
export const admGdsRoutes: RouteObject[] = [
  { path: 'pointBsdGdsMng', lazy: async () => ({ Component: (await import('./routes/gds-mng-page')).GdsMngPage }) },
  { path: 'pointBsdGdsMng/order', lazy: async () => ({ Component: (await import('./routes/gds-order-mng-page')).GdsOrderMngPage }) },
];
