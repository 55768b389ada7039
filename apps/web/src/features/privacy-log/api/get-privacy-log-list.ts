import type { TPrivacyLogListQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { privacyLogClient, privacyLogKeys } from './privacy-log-keys';

/** GET /api/privacyLog/list: the personal-data access log (SECURITY 17). */
export const getPrivacyLogList = (params: Partial<TPrivacyLogListQuery>, signal?: AbortSignal) => privacyLogClient.list({ query: params }, { signal });

export const usePrivacyLogList = (params: Partial<TPrivacyLogListQuery>) =>
  useQuery({
    queryKey: privacyLogKeys.privacyLogList(params),
    queryFn: ({ signal }) => getPrivacyLogList(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
