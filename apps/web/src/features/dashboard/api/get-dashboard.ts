import { dashboardPaths, type dashboardApi } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

const dashboardClient = apiClient<typeof dashboardApi>(dashboardPaths);
const dashboardKey = ['admAccess', 'dashboard'] as const;

/** GET /api/dashboard/view: today's figures (Asia/Seoul). */
export const getDashboard = (signal?: AbortSignal) => dashboardClient.view({}, { signal });

export const useDashboard = () => useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });
