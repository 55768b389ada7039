import type { TMenuListResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { siteKeys } from './site-keys';

/** GET /icec/api/menu/list (spec §7): the caller's menus, acsAuthrt computed for them. */
export const getMenuList = (signal?: AbortSignal) => api.get<TMenuListResponse>('/icec/api/menu/list', { signal });

export const menuListQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.menuList(), queryFn: ({ signal }) => getMenuList(signal), staleTime: 5 * 60_000 });

export const useMenuList = () => useQuery(menuListQueryOptions());
