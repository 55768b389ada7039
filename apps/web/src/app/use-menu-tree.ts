import { useMemo } from 'react';
import { buildMenuTree } from '../components/layout/menu-tree';
import { useMenuList } from '../features/site/api/get-menu-list';

/** The caller's menus as the 3-level tree the header, location bar and home page show. */
export function useMenuTree() {
  const menus = useMenuList();
  const tree = useMemo(() => buildMenuTree(menus.data?.userMenuList ?? []), [menus.data]);
  return { tree, loading: menus.isPending };
}
