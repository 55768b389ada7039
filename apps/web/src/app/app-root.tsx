import { Outlet, ScrollRestoration } from 'react-router';
import { useLoginStateCheck } from '../features/auth/api/is-login';
import { menuListQueryOptions } from '../features/site/api/get-menu-list';
import { useAccessLog } from '../lib/access-log';
import { useResetPagingOnSectionChange } from '../lib/paging';
import { useMenuFollowsLogin } from './use-menu-follows-login';

/**
 * The root route of both realms: paging reset between sections (spec §2), the
 * login state check on start and between sections (spec §4), the menu following the login,
 * scroll restoration.
 */
export function AppRoot() {
  useResetPagingOnSectionChange();
  useLoginStateCheck();
  useMenuFollowsLogin();
  useAccessLog(menuListQueryOptions);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
