import { PAGE_LINKS, PAGE_SIZE } from './constants.js';

/** spec §3 pagination fields. */
export type TPagination = {
  currentPage: number;
  maxResults: number;
  maxLinks: number;
  startPage: number;
  endPage: number;
  countItem: number;
  countPage: number;
  previousLinkPage: number;
  nextLinkPage: number;
};

/** Pages are grouped by maxLinks; previous/next link pages jump to the neighbouring group (0 = none). */
export function computePagination(countItem: number, currentPage: number, maxResults = PAGE_SIZE, maxLinks = PAGE_LINKS): TPagination {
  const countPage = Math.max(1, Math.ceil(countItem / maxResults));
  const page = Math.min(Math.max(1, Math.trunc(currentPage) || 1), countPage);
  const startPage = Math.floor((page - 1) / maxLinks) * maxLinks + 1;
  const endPage = Math.min(startPage + maxLinks - 1, countPage);
  return {
    currentPage: page,
    maxResults,
    maxLinks,
    startPage,
    endPage,
    countItem,
    countPage,
    previousLinkPage: startPage > 1 ? startPage - 1 : 0,
    nextLinkPage: endPage < countPage ? endPage + 1 : 0,
  };
}

export type TPage<T> = { list: T[]; pagination: TPagination };
