import { SITE_NAME_DEFAULT } from '@portal/contract';
import { useMemo } from 'react';
import { buildMenuTree } from '../../components/layout/menu-tree';
import { useMenuList } from '../../features/site/api/get-menu-list';
import { useSiteInfo } from '../../features/site/api/get-site-info';
import { HomePage } from '../../features/home/routes/home-page';

/** /main: the home feature composed with the site feature's data (features do not import each other). */
export function HomeRoute() {
  const menus = useMenuList();
  const siteInfo = useSiteInfo();
  const tree = useMemo(() => buildMenuTree(menus.data?.userMenuList ?? []), [menus.data]);
  return <HomePage siteName={siteInfo.data?.siteNm || SITE_NAME_DEFAULT} tree={tree} loading={menus.isPending} />;
}
