import { useQuery } from '@tanstack/react-query';
import { deadLinkClient } from './dead-link-client';
import { deadLinkKeys } from './dead-link-keys';

/** While a run is going on, its progress is asked for this often. */
export const STATUS_POLL_MS = 1500;

/** GET /api/deadLink/status: the current or last run and the daily schedule. */
export const getDeadLinkStatus = (signal?: AbortSignal) => deadLinkClient.status({}, { signal });

export const useDeadLinkStatus = () =>
  useQuery({
    queryKey: deadLinkKeys.status(),
    queryFn: ({ signal }) => getDeadLinkStatus(signal),
    refetchInterval: (query) => (query.state.data?.run?.sttsCd === 'RUNNING' ? STATUS_POLL_MS : false),
  });
