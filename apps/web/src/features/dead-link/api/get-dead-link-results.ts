import type { TDeadLinkResultQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deadLinkClient } from './dead-link-client';
import { deadLinkKeys } from './dead-link-keys';

/** GET /api/deadLink/results: the links of the last run, one page, filtered. */
export const getDeadLinkResults = (query: Partial<TDeadLinkResultQuery>, signal?: AbortSignal) => deadLinkClient.results({ query }, { signal });

export const useDeadLinkResults = (query: Partial<TDeadLinkResultQuery>) =>
  useQuery({ queryKey: deadLinkKeys.results(query), queryFn: ({ signal }) => getDeadLinkResults(query, signal), placeholderData: keepPreviousData });
