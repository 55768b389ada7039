import { useSearchParams } from 'react-router';
import { usePagingState } from '../../lib/paging';

/**
 * A public list's search, kept in the address (`names`, in that order, empty ones left out), and
 * its page, kept in the paging state under `pagingKey` (lib/paging): both survive a reload, the
 * back button and a visit to an item's page. A new search replaces the address entry and starts
 * again from page 1.
 */
export function useListSearch<K extends string>(pagingKey: string, names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { paging, setCurrentPage } = usePagingState(pagingKey);
  const search = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>;

  const setSearch = (next: Record<K, string>) => {
    setParams(
      names.filter((name) => next[name] !== '').map((name): [string, string] => [name, next[name]]),
      { replace: true },
    );
    setCurrentPage(1);
  };

  return { search, setSearch, currentPage: paging.currentPage, setCurrentPage, queryString: params.toString() };
}
