import type { TManagerListQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { managerClient, managerKeys } from './manager-keys';

/** GET /api/manager/list (SUPER only): administrators, names masked. */
export const getManagerList = (query: Partial<TManagerListQuery>, signal?: AbortSignal) => managerClient.list({ query }, { signal });

export const useManagerList = (query: Partial<TManagerListQuery>) =>
  useQuery({ queryKey: managerKeys.managerList(query), queryFn: ({ signal }) => getManagerList(query, signal), placeholderData: keepPreviousData });
