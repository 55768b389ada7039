import type { TPrivacyLogListQuery, TPrivacyLogListResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admMemberKeys } from './adm-member-keys';

/** GET /api/privacyLog/list: the personal-data access log (SECURITY 17). */
export const getPrivacyLogList = (params: Partial<TPrivacyLogListQuery>, signal?: AbortSignal) =>
  api.get<TPrivacyLogListResponse>('/api/privacyLog/list', { params, signal });

export const usePrivacyLogList = (params: Partial<TPrivacyLogListQuery>) =>
  useQuery({ queryKey: admMemberKeys.privacyLogList(params), queryFn: ({ signal }) => getPrivacyLogList(params, signal), placeholderData: keepPreviousData, staleTime: 0 });
