import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearPagingOutside } from './paging-store';
import { sectionOf } from './section';

/**
 * spec §2: moving to another top-level section drops every list's paging state, so a list
 * opened later starts at page 1. Mounted once by the root layout.
 */
export function useResetPagingOnSectionChange(): void {
  const section = sectionOf(useLocation().pathname);
  useEffect(() => {
    clearPagingOutside(section);
  }, [section]);
}
