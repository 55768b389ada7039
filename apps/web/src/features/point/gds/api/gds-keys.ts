import type { TGdsOrderListQuery, TPageQuery } from '@portal/contract';

/** Query keys of the goods pages; a change refetches the whole feature (goods, balance, orders). */
export const gdsKeys = {
  all: ['pointGds'] as const,
  shop: () => [...gdsKeys.all, 'shop'] as const,
  myOrders: (query: Partial<TPageQuery>) => [...gdsKeys.all, 'myOrders', query] as const,
  orders: (query: Partial<TGdsOrderListQuery>) => [...gdsKeys.all, 'orders', query] as const,
  handover: (query: object) => [...gdsKeys.all, 'handover', query] as const,
};
