import type { TMenuRealmCd } from '@portal/contract';

/** Query keys of the menu page: one tree per realm. */
export const admMenuKeys = {
  all: ['admMenu'] as const,
  tree: (realmCd: TMenuRealmCd) => [...admMenuKeys.all, 'tree', realmCd] as const,
};
