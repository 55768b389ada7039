import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { PAGING_PROPERTY_KEY, type TPagination } from '@portal/contract';
import { INITIAL_PAGING, pagingFor, removePaging, subscribePaging, withCurrentPage, writePaging, type TPagingState } from './paging-store';
import { sectionOf } from './section';

export type TPagingStateApi = {
  paging: TPagingState;
  /** go to a page (pagination onChange) */
  setCurrentPage: (page: number) => void;
  /** take the pagination a list response answered */
  setPagination: (pagination: TPagination) => void;
  setLoading: (loading: boolean) => void;
  reset: () => void;
};

/** The page a list under `key` shows at an address, read once outside React (a route loader). */
export const readCurrentPage = (key: string, pathname: string): number => pagingFor(key, sectionOf(pathname)).currentPage;

/**
 * spec §3: a list's paging state in sessionStorage under `key` (default 'pagingProperty'), so
 * that returning from a detail page or reloading keeps the page. State saved in another
 * section reads as the initial state (spec §2: paging resets between sections).
 */
export function usePagingState(key: string = PAGING_PROPERTY_KEY): TPagingStateApi {
  const section = sectionOf(useLocation().pathname);
  const stored = useSyncExternalStore(
    subscribePaging,
    () => pagingFor(key, section),
    () => INITIAL_PAGING,
  );

  const update = useCallback((change: (current: TPagingState) => TPagingState) => writePaging(key, section, change(pagingFor(key, section))), [key, section]);

  return useMemo(
    () => ({
      paging: stored,
      setCurrentPage: (page) => update((current) => withCurrentPage(current, page)),
      setPagination: (pagination) => update((current) => ({ ...pagination, loading: current.loading })),
      setLoading: (loading) => update((current) => ({ ...current, loading })),
      reset: () => removePaging(key),
    }),
    [stored, update, key],
  );
}
