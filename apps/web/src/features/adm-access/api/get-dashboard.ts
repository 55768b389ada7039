import type { TDashboardView } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admAccessKeys } from './adm-access-keys';

/** GET /api/dashboard/view: today's figures (Asia/Seoul). */
export const getDashboard = (signal?: AbortSignal) => api.get<TDashboardView>('/api/dashboard/view', { signal });

export const useDashboard = () => useQuery({ queryKey: admAccessKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });
