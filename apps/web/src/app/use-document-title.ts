import { ADMIN_TITLE_SUFFIX, isAdminPath, SITE_NAME_DEFAULT } from '@portal/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** spec §2: the plain site name on user pages, '{site name} 관리자' under /admin. */
export function documentTitle(pathname: string, siteNm: string | undefined): string {
  const siteName = siteNm || SITE_NAME_DEFAULT;
  return isAdminPath(pathname) ? `${siteName} ${ADMIN_TITLE_SUFFIX}` : siteName;
}

export function useDocumentTitle(siteNm: string | undefined): void {
  const { pathname } = useLocation();
  const title = documentTitle(pathname, siteNm);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
