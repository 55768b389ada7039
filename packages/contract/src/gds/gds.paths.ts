import { adminCrudPaths } from '../common/api.js';

/** The student's goods page (/myPage/cmpnPoint/pointBsdGds): goods on sale, exchange, my orders, cancel. */
export const gdsPaths = {
  list: 'GET /icec/api/pointBsdGds/list',
  order: 'POST /icec/api/pointBsdGds/:gdsId/order',
  orderList: 'GET /icec/api/pointBsdGds/order/list',
  cancel: 'POST /icec/api/pointBsdGds/order/:orderId/cancel',
} as const;

/** admin pointBsdGdsMng: the goods (CRUD shell with an image). */
export const gdsMngPaths = adminCrudPaths('/api/pointBsdGdsMng', 'gdsId');

/** admin pointBsdGdsMng/order: the orders, hand-over, cancellation and the hand-over list per school. */
export const gdsOrderMngPaths = {
  list: 'GET /api/pointBsdGdsMng/order/list',
  handover: 'POST /api/pointBsdGdsMng/order/:orderId/handover',
  cancel: 'POST /api/pointBsdGdsMng/order/:orderId/cancel',
  handoverList: 'GET /api/pointBsdGdsMng/order/handover',
  /** SECURITY 17: the .xlsx of the filtered orders, after the reason */
  export: 'POST /api/pointBsdGdsMng/order/export',
  /** SECURITY 17: the .xlsx of the hand-over list per school, after the reason */
  handoverExport: 'POST /api/pointBsdGdsMng/order/handover/export',
} as const;
