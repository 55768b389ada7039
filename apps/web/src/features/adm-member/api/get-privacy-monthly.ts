import type { TPrivacyMonthlyReport } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admMemberKeys } from './adm-member-keys';

/** GET /api/privacyLog/monthly?yyyymm=: the monthly review report (SECURITY 17). */
export const getPrivacyMonthly = (yyyymm: string, signal?: AbortSignal) =>
  api.get<TPrivacyMonthlyReport>('/api/privacyLog/monthly', { params: { yyyymm }, signal });

export const usePrivacyMonthly = (yyyymm: string) =>
  useQuery({ queryKey: admMemberKeys.privacyMonthly(yyyymm), queryFn: ({ signal }) => getPrivacyMonthly(yyyymm, signal), staleTime: 0 });
