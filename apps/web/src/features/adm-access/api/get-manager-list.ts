import type { TManagerListQuery, TManagerListResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admAccessKeys } from './adm-access-keys';

/** GET /api/manager/list (SUPER only): administrators, names masked. */
export const getManagerList = (query: Partial<TManagerListQuery>, signal?: AbortSignal) =>
  api.get<TManagerListResponse>('/api/manager/list', { params: query, signal });

export const useManagerList = (query: Partial<TManagerListQuery>) =>
  useQuery({ queryKey: admAccessKeys.managerList(query), queryFn: ({ signal }) => getManagerList(query, signal), placeholderData: keepPreviousData });
