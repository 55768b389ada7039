import { isWritePath, POINT_HOLDER_TYPES } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { LocationBar } from '../../components/layout/location-bar';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import { useRealmLoginUser } from '../../lib/login-user/login-user-store';
import { PswdChgNotice } from '../../features/member/components/pswd-chg-notice';
import { useSiteInfo, useSiteName } from '../../features/site/api/get-site-info';
import { useLoginTimer } from '../../lib/session-timer';
import { SideNav } from '../../components/layout/side-nav';
import { useRouteHandle } from '../route-handle';
import { useMenuTree } from '../use-menu-tree';
import { usePageWhere } from '../use-page-where';
import { UserRealmGuard } from '../user-realm-guard';
import '../../components/layout/layout.css';

const HOME_PATH = '/main';

/** The user popups (admin popup), loaded after the page: not part of the public first load. */
const PopupLayer = lazy(async () => ({ default: (await import('../../features/popup/components/popup-layer')).PopupLayer }));

/** A student's congratulation for announced coupon wins (issue 15), loaded only for a logged-in student. */
const CpnCongrats = lazy(async () => ({ default: (await import('../../features/point/cpn/cpn-congrats')).CpnCongrats }));
const isStudent = (mbrTypeAuthrt: string | null | undefined) => (POINT_HOLDER_TYPES as readonly (string | null | undefined)[]).includes(mbrTypeAuthrt);

/**
 * spec §2: the user realm's page frame: skip link, header, location bar, content, footer; with
 * the user realm's login timer (spec §4) and route guard (spec §6).
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const { tree } = useMenuTree();
  const { trail, menuIds, notFound } = usePageWhere(tree, false);
  const siteInfo = useSiteInfo();
  const siteName = useSiteName();
  const loginUser = useRealmLoginUser('USER');
  useLoginTimer({ realm: 'USER' });
  const showLocation = pathname !== HOME_PATH && !notFound;
  const section = tree.find((node) => node.menuId === menuIds[0]);
  const sideNav = showLocation && !handle.fullBleed && section !== undefined && section.children.length > 0;
  const contentClass = [
    'page-content',
    handle.fullBleed ? 'page-content--full' : !sideNav && 'container',
    // spec §2: pages whose path contains "write" get the light grey editor border.
    isWritePath(pathname) && 'page-content--editor',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="site">
      <SkipLink />
      <Header siteName={siteName} tree={tree} currentIds={menuIds} loginUser={loginUser} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <Suspense fallback={null}>
          <PopupLayer />
          {isStudent(loginUser?.mbrTypeAuthrt) && <CpnCongrats />}
        </Suspense>
        <UserRealmGuard>
          {showLocation && (
            <div className="container">
              <LocationBar trail={trail} showHeading={!handle.ownHeading} />
            </div>
          )}
          {/* one shape with and without the side menu, so the page is not mounted again when the menu arrives */}
          <div className={sideNav ? 'container page-with-side-nav' : undefined}>
            {sideNav && <SideNav section={section} currentIds={menuIds} />}
            <div className={contentClass}>
              <Outlet />
            </div>
          </div>
        </UserRealmGuard>
      </main>
      <Footer siteName={siteName} siteInfo={siteInfo.data} />
      <PswdChgNotice />
    </div>
  );
}
