import type { TContsListQuery } from '@portal/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { contsClient } from './conts-client';
import { contsKeys } from './conts-keys';

/** GET /icec/api/conts: one page of the list view (10 a page, 10 page links). */
export const useContsList = (query: TContsListQuery, enabled: boolean) =>
  useQuery({
    queryKey: contsKeys.list(query),
    queryFn: ({ signal }) => contsClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /icec/api/conts, page after page: the card grid's scroll paging (spec §4). */
export const useContsCards = (query: Omit<TContsListQuery, 'currentPage'>, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: contsKeys.cards(query),
    queryFn: ({ pageParam, signal }) => contsClient.list({ query: { ...query, currentPage: pageParam } }, { signal }),
    initialPageParam: 1,
    // a capped count (countCappedYn Y) ends at the page asked for: more follow a full page
    getNextPageParam: (last) =>
      last.pagination.currentPage < last.pagination.countPage || (last.countCappedYn === 'Y' && last.list.length === last.pagination.maxResults)
        ? last.pagination.currentPage + 1
        : undefined,
    enabled,
  });
