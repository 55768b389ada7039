import { ADMIN_TITLE_SUFFIX, isAdminPath } from '@portal/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** spec §2: the plain site name on user pages, '{site name} 관리자' under /admin. */
export function documentTitle(pathname: string, siteName: string): string {
  return isAdminPath(pathname) ? `${siteName} ${ADMIN_TITLE_SUFFIX}` : siteName;
}

export function useDocumentTitle(siteName: string): void {
  const { pathname } = useLocation();
  const title = documentTitle(pathname, siteName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
