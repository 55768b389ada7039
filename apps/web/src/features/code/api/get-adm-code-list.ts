import type { TAdmCodeListResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admCodeKeys } from './adm-code-keys';

/** GET /api/manageCode/list: every code, active or not, parents first (spec §7). */
export const getAdmCodeList = (signal?: AbortSignal) => api.get<TAdmCodeListResponse>('/api/manageCode/list', { signal });

export const useAdmCodeList = () => useQuery({ queryKey: admCodeKeys.list(), queryFn: ({ signal }) => getAdmCodeList(signal) });
