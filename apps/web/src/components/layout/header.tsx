import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { GnbDesktop } from './gnb-desktop';
import { GnbDrawer } from './gnb-drawer';
import { findMenuPath, type TMenuNode } from './menu-tree';
import './header.css';

type THeaderProps = {
  siteName: string;
  tree: readonly TMenuNode[];
};

/**
 * spec §2 header: utility links, the site name back to /main, the GNB. At 1024 px and wider the
 * GNB is a row of dropdowns; below, a menu button opens the drawer (layout.css swaps them).
 */
export function Header({ siteName, tree }: THeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawerOpen = drawerAt === pathname;

  return (
    <header className="site-header">
      <div className="site-header__utility">
        <nav className="container" aria-label={t('layout.header.utilityNav')}>
          <ul className="site-header__utility-list">
            <li>
              <Link to="/login">{t('layout.header.login')}</Link>
            </li>
            <li>
              <Link to="/mbrJoin">{t('layout.header.join')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-header__bar">
        <div className="container site-header__bar-inner">
          <Link to="/main" className="site-header__logo">
            <span className="site-header__emblem" aria-hidden="true" />
            {siteName}
            <span className="sr-only"> {t('layout.header.toMain')}</span>
          </Link>
          <GnbDesktop tree={tree} />
          <button
            type="button"
            className="site-header__menu-button"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerAt(pathname)}
          >
            <span className="site-header__menu-icon" aria-hidden="true" />
            {t('layout.header.allMenu')}
          </button>
        </div>
      </div>
      {drawerOpen && (
        <GnbDrawer
          tree={tree}
          activeIds={findMenuPath(tree, pathname).map((node) => node.menuId)}
          onClose={() => setDrawerAt(null)}
        />
      )}
    </header>
  );
}
