import type { TMenuRealmCd } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { admMenuKeys } from './adm-menu-keys';
import { menuMngClient } from './menu-mng-client';

/** GET /api/menuMng/tree: every menu of the realm, switched-off ones too, and whether the caller may change them. */
export const getMenuTree = (realmCd: TMenuRealmCd, signal?: AbortSignal) => menuMngClient.tree({ query: { realmCd } }, { signal });

export const useMenuTree = (realmCd: TMenuRealmCd) => useQuery({ queryKey: admMenuKeys.tree(realmCd), queryFn: ({ signal }) => getMenuTree(realmCd, signal) });
