import { COMMON_LOG_LIMITS, commonLogPaths, isAdminPath, type commonLogApi, type TMenuListResponse } from '@portal/contract';
import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { apiClient } from '../api';
import { menuEntryOf } from './menu-match';

/** sessionStorage: this browser session's visit is logged. */
export const VISIT_LOGGED_KEY = 'acsLogSaved';

/** The two log calls, sent fire-and-forget. */
const commonLogClient = apiClient<typeof commonLogApi>(commonLogPaths);

function firstVisitOfSession(): boolean {
  try {
    if (sessionStorage.getItem(VISIT_LOGGED_KEY)) return false;
    sessionStorage.setItem(VISIT_LOGGED_KEY, 'Y');
    return true;
  } catch {
    // storage refused (privacy mode): no visit log rather than one per page
    return false;
  }
}

/**
 * spec §7, issue 4 logs: the user realm's navigation as the statistics need it. The first page of
 * a browser session is a visit (acs/save); every page that is a menu entry is a menu use
 * (acs/menu). Never on /admin pages. The menu list comes in as its query options from the app
 * root (lib does not import features); the query is shared with the header, so no extra call.
 */
export function useAccessLog<TKey extends QueryKey>(menuQuery: () => UseQueryOptions<TMenuListResponse, Error, TMenuListResponse, TKey>): void {
  const { pathname } = useLocation();
  const userRealm = !isAdminPath(pathname);
  const menus = useQuery({ ...menuQuery(), enabled: userRealm }).data?.userMenuList;
  const lastMenuPath = useRef<string | null>(null);
  const loggable = userRealm && pathname.length <= COMMON_LOG_LIMITS.pageUrl;

  useEffect(() => {
    if (!loggable || !firstVisitOfSession()) return;
    const referrer = document.referrer.slice(0, COMMON_LOG_LIMITS.referrer);
    commonLogClient.sendQuietly('acsSave', { body: { pageUrl: pathname, ...(referrer && { referrer }) } });
  }, [loggable, pathname]);

  useEffect(() => {
    if (!userRealm) lastMenuPath.current = null;
    // once per page: the menu list arriving or refreshing (a login) does not log the page again
    if (!loggable || !menus || lastMenuPath.current === pathname) return;
    lastMenuPath.current = pathname;
    const menu = menuEntryOf(menus, pathname);
    if (menu) commonLogClient.sendQuietly('acsMenu', { query: { pageUrl: pathname, menuNm: menu.menuNm.slice(0, COMMON_LOG_LIMITS.menuNm) } });
  }, [userRealm, loggable, menus, pathname]);
}
