import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuClient } from './site-client';
import { siteKeys } from './site-keys';

/** GET /icec/api/menu/list (spec §7): the caller's menus, acsAuthrt computed for them. */
export const getMenuList = (signal?: AbortSignal) => menuClient.list({}, { signal });

export const menuListQueryOptions = () => queryOptions({ queryKey: siteKeys.menuList(), queryFn: ({ signal }) => getMenuList(signal), staleTime: 5 * 60_000 });

export const useMenuList = () => useQuery(menuListQueryOptions());
