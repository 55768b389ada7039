import { privacyLogPaths, type privacyLogApi, type TPrivacyLogListQuery } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The personal-data access log page's calls (decision 014). */
export const privacyLogClient = apiClient<typeof privacyLogApi>(privacyLogPaths);

/** Query keys of the personal-data access log page. */
export const privacyLogKeys = {
  privacyLog: () => ['admMember', 'privacyLog'] as const,
  privacyLogList: (query: Partial<TPrivacyLogListQuery>) => [...privacyLogKeys.privacyLog(), 'list', query] as const,
  privacyMonthly: (yyyymm: string) => [...privacyLogKeys.privacyLog(), 'monthly', yyyymm] as const,
};
