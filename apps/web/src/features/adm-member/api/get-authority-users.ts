import type { TAuthorityUserQuery, TAuthorityUserResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admMemberKeys } from './adm-member-keys';

/** GET /api/authority/users: the users authority may be granted to. */
export const getAuthorityUsers = (params: Partial<TAuthorityUserQuery>, signal?: AbortSignal) =>
  api.get<TAuthorityUserResponse>('/api/authority/users', { params, signal });

export const useAuthorityUsers = (params: Partial<TAuthorityUserQuery>) =>
  useQuery({ queryKey: admMemberKeys.authorityUsers(params), queryFn: ({ signal }) => getAuthorityUsers(params, signal), placeholderData: keepPreviousData });
