import type { TDeadLinkStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deadLinkKeys } from './dead-link-keys';

/** While a run is going on, its progress is asked for this often. */
export const STATUS_POLL_MS = 1500;

/** GET /api/deadLink/status: the current or last run and the daily schedule. */
export const getDeadLinkStatus = (signal?: AbortSignal) => api.get<TDeadLinkStatus>('/api/deadLink/status', { signal });

export const useDeadLinkStatus = () =>
  useQuery({
    queryKey: deadLinkKeys.status(),
    queryFn: ({ signal }) => getDeadLinkStatus(signal),
    refetchInterval: (query) => (query.state.data?.run?.sttsCd === 'RUNNING' ? STATUS_POLL_MS : false),
  });
