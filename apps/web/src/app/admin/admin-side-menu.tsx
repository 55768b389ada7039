import type { TMenuItem } from '@portal/contract';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TMenuNode } from '../../components/layout/menu-tree';
import { useAdminMenuTree } from './get-admin-menu-list';

/** The menu of the current page: the longest menu URL that is the path or a parent of it. */
function currentMenu(items: readonly TMenuItem[], pathname: string): TMenuItem | undefined {
  return items
    .filter((m) => m.menuUrl && (pathname === m.menuUrl || pathname.startsWith(`${m.menuUrl}/`)))
    .sort((a, b) => (b.menuUrl?.length ?? 0) - (a.menuUrl?.length ?? 0) || b.level - a.level)[0];
}

const toItem = (node: TMenuNode): NonNullable<MenuProps['items']>[number] =>
  node.children.length > 0
    ? { key: node.menuId, label: node.menuNm, children: node.children.map(toItem) }
    : { key: node.menuId, label: node.menuUrl ? <Link to={node.menuUrl}>{node.menuNm}</Link> : node.menuNm };

/**
 * The admin side menu (GET /api/menu/list, two levels), the current page selected. A pointer follows
 * the item's link; the keyboard (arrows, Enter) moves through the antd menu, and Enter opens the page.
 */
export function AdminSideMenu({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { list, tree } = useAdminMenuTree(enabled);
  const selected = currentMenu(list, pathname);
  if (tree.length === 0) return null;

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if ((domEvent.target as Element).closest('a')) return;
    const url = list.find((m) => m.menuId === key)?.menuUrl;
    if (url) void navigate(url);
  };
  return (
    <nav aria-label={t('admAccess.shell.sideNav')}>
      <Menu
        mode="inline"
        items={tree.map(toItem)}
        selectedKeys={selected ? [selected.menuId] : []}
        defaultOpenKeys={tree.filter((n) => n.children.length > 0).map((n) => n.menuId)}
        onClick={onClick}
      />
    </nav>
  );
}
