import type { TAccessIpListQuery, TAccessIpListResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admAccessKeys } from './adm-access-keys';

/** GET /api/accessIp/list (SUPER only): the allow-list, with the caller's own address. */
export const getAccessIpList = (query: Partial<TAccessIpListQuery>, signal?: AbortSignal) =>
  api.get<TAccessIpListResponse>('/api/accessIp/list', { params: query, signal });

export const useAccessIpList = (query: Partial<TAccessIpListQuery>) =>
  useQuery({ queryKey: admAccessKeys.accessIpList(query), queryFn: ({ signal }) => getAccessIpList(query, signal), placeholderData: keepPreviousData });
