import type { TDeadLinkResultQuery, TDeadLinkResultResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type TParams } from '../../../lib/api';
import { deadLinkKeys } from './dead-link-keys';

/** GET /api/deadLink/results: the links of the last run, one page, filtered. */
export const getDeadLinkResults = (query: Partial<TDeadLinkResultQuery>, signal?: AbortSignal) =>
  api.get<TDeadLinkResultResponse>('/api/deadLink/results', { params: query as TParams, signal });

export const useDeadLinkResults = (query: Partial<TDeadLinkResultQuery>) =>
  useQuery({ queryKey: deadLinkKeys.results(query), queryFn: ({ signal }) => getDeadLinkResults(query, signal), placeholderData: keepPreviousData });
