import { useQuery } from '@tanstack/react-query';
import { privacyLogClient, privacyLogKeys } from './privacy-log-keys';

/** GET /api/privacyLog/monthly?yyyymm=: the monthly review report (SECURITY 17). */
export const getPrivacyMonthly = (yyyymm: string, signal?: AbortSignal) => privacyLogClient.monthly({ query: { yyyymm } }, { signal });

export const usePrivacyMonthly = (yyyymm: string) =>
  useQuery({ queryKey: privacyLogKeys.privacyMonthly(yyyymm), queryFn: ({ signal }) => getPrivacyMonthly(yyyymm, signal), staleTime: 0 });
