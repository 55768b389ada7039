import type { TCrrInfoQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { crrInfoClient } from './crr-info-client';
import { crrInfoKeys } from './crr-info-keys';

/** GET /icec/api/crrInfo/list: the jobs in use, by word, family, Holland type and value, 10 a page. */
export const useCrrInfoList = (query: TCrrInfoQuery) =>
  useQuery({ queryKey: crrInfoKeys.list(query), queryFn: ({ signal }) => crrInfoClient.list({ query }, { signal }), placeholderData: keepPreviousData });
