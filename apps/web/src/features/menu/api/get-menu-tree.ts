import type { TMenuMngTreeResponse, TMenuRealmCd } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admMenuKeys } from './adm-menu-keys';

/** GET /api/menuMng/tree: every menu of the realm, switched-off ones too, and whether the caller may change them. */
export const getMenuTree = (realmCd: TMenuRealmCd, signal?: AbortSignal) => api.get<TMenuMngTreeResponse>('/api/menuMng/tree', { params: { realmCd }, signal });

export const useMenuTree = (realmCd: TMenuRealmCd) =>
  useQuery({ queryKey: admMenuKeys.tree(realmCd), queryFn: ({ signal }) => getMenuTree(realmCd, signal) });
