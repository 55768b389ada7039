import type { TAuthorityListQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authorityClient, authorityKeys } from './authority-keys';

/** GET /api/authority/list: the grants with their state today (예정 / 적용 중 / 만료). */
export const getAuthorityList = (params: Partial<TAuthorityListQuery>, signal?: AbortSignal) => authorityClient.list({ query: params }, { signal });

export const useAuthorityList = (params: Partial<TAuthorityListQuery>) =>
  useQuery({
    queryKey: authorityKeys.authorityList(params),
    queryFn: ({ signal }) => getAuthorityList(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
