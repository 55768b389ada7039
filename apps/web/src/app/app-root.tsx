import { Outlet, ScrollRestoration } from 'react-router';
import { useSiteName } from '../features/site/api/get-site-info';
import { useResetPagingOnSectionChange } from '../lib/paging';
import { useDocumentTitle } from './use-document-title';

/** The root route of both realms: document title, paging reset between sections (spec §2), scroll restoration. */
export function AppRoot() {
  useDocumentTitle(useSiteName());
  useResetPagingOnSectionChange();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
