import { BOARD_SEARCH_CND, type TBoardSearchCnd, type TPostListQuery } from '@portal/contract';
import { useListSearch } from '../../../components/card-list';

const NAMES = ['ctgryNm', 'searchCnd', 'searchWrd'] as const;
const isSearchCnd = (value: string): value is TBoardSearchCnd => Object.hasOwn(BOARD_SEARCH_CND, value);

/** The key of a board list's paging state (lib/paging). */
export const boardPagingKey = (boardId: string) => `board.${boardId}`;

/** The query a board list asks the API with: its page and the address's search, as far as the board allows it. */
export function boardListQuery(currentPage: number, params: URLSearchParams, ctgrys: readonly string[]): TPostListQuery {
  const [ctgryNm = '', searchCnd = '', searchWrd = ''] = NAMES.map((name) => params.get(name) ?? '');
  return {
    currentPage,
    searchCnd: isSearchCnd(searchCnd) && searchWrd ? searchCnd : 'ALL',
    searchWrd: searchWrd || undefined,
    ctgryNm: ctgrys.includes(ctgryNm) ? ctgryNm : undefined,
  };
}

/**
 * A board list's search in the address (category, condition, word) and its page in the paging
 * state (lib/paging), one state per board; the query the API is asked with.
 */
export function useBoardSearch(boardId: string, ctgrys: readonly string[]) {
  const list = useListSearch(boardPagingKey(boardId), NAMES);
  return { ...list, query: boardListQuery(list.currentPage, new URLSearchParams(list.queryString), ctgrys) };
}

export type TBoardSearch = ReturnType<typeof useBoardSearch>;
