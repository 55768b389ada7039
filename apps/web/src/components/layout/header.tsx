import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { clearLoginUser, type TStoredLoginUser } from '../../lib/auth-storage';
import { LOGIN_REALMS, LoginTimeLeft } from '../../lib/session-timer';
import { GnbDesktop } from './gnb-desktop';
import type { TMenuNode } from './menu-tree';
import './header.css';

// The drawer (a modal dialog) loads with its first opening: no page needs it to paint.
const GnbDrawer = lazy(async () => ({ default: (await import('./gnb-drawer')).GnbDrawer }));

type THeaderProps = {
  siteName: string;
  tree: readonly TMenuNode[];
  /** the menus of the current page, level 1 first (marked in the menus) */
  currentIds?: readonly string[];
  /** the visitor logged in to the user realm; null or absent for a guest */
  loginUser?: Pick<TStoredLoginUser, 'userNm'> | null;
};

/** spec §7: logout is a same-site navigation to the user realm's logout, answered by a redirect to /main. */
const LOGOUT_URL = LOGIN_REALMS.USER.logoutPath;

/**
 * The utility links: login and join for a guest; for a member their name, the login time left
 * with 연장 (spec §4), my page and logout. Points are not shown here (spec §6: students only,
 * through their menus).
 */
function UtilityLinks({ loginUser }: Pick<THeaderProps, 'loginUser'>) {
  const { t } = useTranslation();
  if (!loginUser) {
    return (
      <>
        <li>
          <Link to="/login">{t('layout.header.login')}</Link>
        </li>
        <li>
          <Link to="/mbrJoin">{t('layout.header.join')}</Link>
        </li>
      </>
    );
  }
  return (
    <>
      <li className="site-header__user">{t('auth.header.userNm', { userNm: loginUser.userNm })}</li>
      <li>
        <LoginTimeLeft />
      </li>
      <li>
        <Link to="/myPage/myInfo">{t('auth.header.myPage')}</Link>
      </li>
      <li>
        {/* the browser follows the link; the saved user goes first, the session on the server */}
        <a href={LOGOUT_URL} onClick={() => clearLoginUser()}>
          {t('auth.header.logout')}
        </a>
      </li>
    </>
  );
}

/**
 * spec §2 header: utility links, the site name back to /main, the GNB. At 1024 px and wider the
 * GNB is a row of dropdowns; below, a menu button opens the drawer (layout.css swaps them).
 */
export const Header = memo(function Header({ siteName, tree, currentIds = [], loginUser = null }: THeaderProps) {
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
            <UtilityLinks loginUser={loginUser} />
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
          <GnbDesktop tree={tree} currentIds={currentIds} />
          <button type="button" className="site-header__menu-button" aria-haspopup="dialog" aria-expanded={drawerOpen} onClick={() => setDrawerAt(pathname)}>
            <span className="site-header__menu-icon" aria-hidden="true" />
            {t('layout.header.allMenu')}
          </button>
        </div>
      </div>
      {drawerOpen && (
        <Suspense>
          <GnbDrawer tree={tree} activeIds={currentIds} onClose={() => setDrawerAt(null)} />
        </Suspense>
      )}
    </header>
  );
});
