import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuClient } from './site-client';
import { siteKeys } from './site-keys';

/** GET /icec/api/menu/list (spec §7): the caller's menus, acsAuthrt computed for them. */
export const getMenuList = (signal?: AbortSignal) => menuClient.list({}, { signal });

/**
 * `retryOnMount: false`: the frame's calls leave with the page's code (main.tsx, the layout's loader);
 * one that failed has shown its message (lib/query-client.ts), and the header mounting a moment later
 * must not ask again and show it twice.
 */
export const menuListQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.menuList(), queryFn: ({ signal }) => getMenuList(signal), staleTime: 5 * 60_000, retryOnMount: false });

export const useMenuList = () => useQuery(menuListQueryOptions());
