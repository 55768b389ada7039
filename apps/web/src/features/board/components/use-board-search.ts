import { BOARD_SEARCH_CND, type TBoardSearchCnd, type TPostListQuery } from '@portal/contract';
import { useListSearch } from '../../../components/card-list';

const NAMES = ['ctgryNm', 'searchCnd', 'searchWrd'] as const;
const isSearchCnd = (value: string): value is TBoardSearchCnd => Object.hasOwn(BOARD_SEARCH_CND, value);

/**
 * A board list's search in the address (category, condition, word) and its page in the paging
 * state (lib/paging), one state per board; the query the API is asked with.
 */
export function useBoardSearch(boardId: string, ctgrys: readonly string[]) {
  const list = useListSearch(`board.${boardId}`, NAMES);
  const { ctgryNm, searchCnd, searchWrd } = list.search;
  const query: TPostListQuery = {
    currentPage: list.currentPage,
    searchCnd: isSearchCnd(searchCnd) && searchWrd ? searchCnd : 'ALL',
    searchWrd: searchWrd || undefined,
    ctgryNm: ctgrys.includes(ctgryNm) ? ctgryNm : undefined,
  };
  return { ...list, query };
}

export type TBoardSearch = ReturnType<typeof useBoardSearch>;
