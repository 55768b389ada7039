import { CONTS_LIMITS } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { usePagingState } from '../../../lib/paging';

/** The library's filters as its address carries them (the names are the list call's). */
export type TContsSearch = {
  q: string;
  contsKndCd: string;
  schlLvl: string;
  clsfCds: string[];
};
export type TContsView = 'list' | 'card';

export const EMPTY_SEARCH: TContsSearch = { q: '', contsKndCd: '', schlLvl: '', clsfCds: [] };
/** spec §9 page size, 10 page links; the card grid reads 12 a page (three rows of four). */
export const LIST_SIZE = 10;
export const CARD_SIZE = 12;
export const MIN_QUERY_LENGTH = CONTS_LIMITS.qMin;

export const CONTS_PATH = '/infoGd/conts';
export const PAGING_KEY = 'conts';

/** The address of the library with a search (empty filters left out); `view` only when it is the card grid. */
export function contsSearchString(search: TContsSearch, view: TContsView = 'list'): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.contsKndCd) params.set('contsKndCd', search.contsKndCd);
  if (search.schlLvl) params.set('schlLvl', search.schlLvl);
  for (const cd of search.clsfCds) params.append('clsfCd', cd);
  if (view === 'card') params.set('view', 'card');
  return params.toString();
}

/** The library filtered by one classification (a content page's classification links). */
export const clsfPath = (clsfCd: string) => `${CONTS_PATH}?${contsSearchString({ ...EMPTY_SEARCH, clsfCds: [clsfCd] })}`;

/**
 * The filters and the view, kept in the address (a reload, the back button and a content's 목록
 * link return to them); the list view's page in the paging state (lib/paging), as the other public
 * lists keep it. A new search replaces the address entry and starts from page 1.
 */
export function useContsSearch() {
  const [params, setParams] = useSearchParams();
  const { paging, setCurrentPage } = usePagingState(PAGING_KEY);
  const q = (params.get('q') ?? '').trim();
  const search: TContsSearch = {
    // a one-character word from an edited address is not searched (the server would refuse it)
    q: q.length >= MIN_QUERY_LENGTH ? q : '',
    contsKndCd: params.get('contsKndCd') ?? '',
    schlLvl: params.get('schlLvl') ?? '',
    clsfCds: [...new Set(params.getAll('clsfCd').filter(Boolean))],
  };
  const view: TContsView = params.get('view') === 'card' ? 'card' : 'list';

  const setSearch = (next: TContsSearch) => {
    setParams(contsSearchString(next, view), { replace: true });
    setCurrentPage(1);
  };
  const setView = (next: TContsView) => setParams(contsSearchString(search, next), { replace: true });

  return { search, setSearch, view, setView, currentPage: paging.currentPage, setCurrentPage, queryString: params.toString() };
}
