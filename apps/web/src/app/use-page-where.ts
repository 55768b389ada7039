import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, pageTrail, type TCrumb } from '../components/layout/page-trail';
import type { TMenuNode } from '../components/layout/menu-tree';
import { useSiteName } from '../features/site/api/get-site-info';
import { useTranslation } from '../lib/i18n';
import { usePageRecord } from '../lib/page-title';
import { useRouteHandle } from './route-handle';

export type TPageWhere = {
  /** where the page is, level 1 first (location bar, side menu, document title) */
  trail: TCrumb[];
  /** the menus of the page, level 1 first */
  menuIds: string[];
  /** the page shows the not-found page (an unknown path or a missing record) */
  notFound: boolean;
};

/**
 * Where the current page is in its realm's menu tree, from the route's handle and the record the
 * page has named; sets the document title from it on every navigation (KWCAG 2.2, issue 14).
 */
export function usePageWhere(tree: readonly TMenuNode[], admin: boolean): TPageWhere {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const record = usePageRecord();
  const siteName = useSiteName();
  const notFound = handle.notFound === true || record.notFound === true;
  const crumb = handle.crumbKey && t(handle.crumbKey);
  // the not-found page is in no section: no menu marks it
  const trail = useMemo(
    () => (notFound ? [] : pageTrail({ tree, pathname, menuUrl: handle.menuUrl, crumb, recordName: record.name })),
    [notFound, tree, pathname, handle.menuUrl, crumb, record.name],
  );
  const title = documentTitle({ siteName, admin, trail, notFoundTitle: notFound ? t('layout.notFound.pageTitle') : undefined });
  useEffect(() => {
    document.title = title;
  }, [title]);
  // the same menus keep the same array, so the header and side menu (memo) skip a page naming its record
  const menuKey = JSON.stringify(trail.flatMap((step) => (step.menuId ? [step.menuId] : [])));
  const menuIds = useMemo(() => JSON.parse(menuKey) as string[], [menuKey]);
  return { trail, menuIds, notFound };
}
