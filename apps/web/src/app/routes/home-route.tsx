import { useSiteName } from '../../features/site/api/get-site-info';
import { HomePage } from '../../features/home/routes/home-page';
import { useMenuTree } from '../use-menu-tree';

/** /main: the home feature composed with the site feature's data (features do not import each other). */
export function HomeRoute() {
  const { tree, loading } = useMenuTree();
  return <HomePage siteName={useSiteName()} tree={tree} loading={loading} />;
}
