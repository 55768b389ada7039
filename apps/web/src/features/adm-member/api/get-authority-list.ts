import type { TAuthorityListQuery, TAuthorityListResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admMemberKeys } from './adm-member-keys';

/** GET /api/authority/list: the grants with their state today (예정 / 적용 중 / 만료). */
export const getAuthorityList = (params: Partial<TAuthorityListQuery>, signal?: AbortSignal) =>
  api.get<TAuthorityListResponse>('/api/authority/list', { params, signal });

export const useAuthorityList = (params: Partial<TAuthorityListQuery>) =>
  useQuery({ queryKey: admMemberKeys.authorityList(params), queryFn: ({ signal }) => getAuthorityList(params, signal), placeholderData: keepPreviousData, staleTime: 0 });
