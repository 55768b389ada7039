import type { TAuthorityUserQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authorityClient, authorityKeys } from './authority-keys';

/** GET /api/authority/users: the users authority may be granted to. */
export const getAuthorityUsers = (params: Partial<TAuthorityUserQuery>, signal?: AbortSignal) => authorityClient.users({ query: params }, { signal });

export const useAuthorityUsers = (params: Partial<TAuthorityUserQuery>) =>
  useQuery({ queryKey: authorityKeys.authorityUsers(params), queryFn: ({ signal }) => getAuthorityUsers(params, signal), placeholderData: keepPreviousData });
