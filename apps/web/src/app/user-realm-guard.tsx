import { isGuestAllowedPath } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../lib/login-path';
import { useRealmLoginUser } from '../lib/login-user/login-user-store';
import { useMenuList } from '../features/site/api/get-menu-list';
import { useRouteHandle } from './route-handle';

/**
 * spec §6 route guard of the user realm: a guest (an admin counts as one here) opening a page
 * that is neither public nor an open menu goes to /login?redirectUrl={path}. A page that depends
 * on the menu list renders nothing until the list is in, so a guest never sees it flash.
 */
export function UserRealmGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const user = useRealmLoginUser('USER');
  const { notFound } = useRouteHandle();
  const menus = useMenuList();

  if (user || notFound || isGuestAllowedPath(pathname, [])) return children;
  if (menus.isPending) {
    return (
      <p role="status" className="sr-only">
        {t('auth.guard.checking')}
      </p>
    );
  }
  // the open menus: ones the guest may run (acsAuthrt) that do not ask for a login (lgnNeedYn)
  const openMenuUrls = (menus.data?.userMenuList ?? []).filter((menu) => menu.acsAuthrt === 'Y' && menu.lgnNeedYn === 'N').map((menu) => menu.menuUrl);
  if (isGuestAllowedPath(pathname, openMenuUrls)) return children;
  return <Navigate to={loginPathFor(pathname + search)} replace />;
}
