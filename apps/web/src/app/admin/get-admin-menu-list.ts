import { menuPaths, type menuApi } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { buildMenuTree } from '../../components/layout/menu-tree';
import { apiClient } from '../../lib/api';
import { menuKeys } from '../../lib/menu-keys';

const menuClient = apiClient<typeof menuApi>(menuPaths);

/** GET /api/menu/list: the admin side menu (menus of realm ADMIN). */
export const useAdminMenuList = (enabled: boolean) =>
  useQuery({ queryKey: menuKeys.adminMenuList(), queryFn: ({ signal }) => menuClient.adminList({}, { signal }), enabled, staleTime: 5 * 60_000 });

/** The admin menus as a list and as the tree (side menu, page titles). */
export function useAdminMenuTree(enabled: boolean) {
  const menus = useAdminMenuList(enabled);
  const list = useMemo(() => menus.data?.adminMenuList ?? [], [menus.data]);
  const tree = useMemo(() => buildMenuTree(list), [list]);
  return { list, tree };
}
