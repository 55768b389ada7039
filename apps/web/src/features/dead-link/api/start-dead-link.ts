import type { TDeadLinkStartResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deadLinkKeys } from './dead-link-keys';

/** POST /api/deadLink/start: answers at once with the run id; the check goes on in the background. */
export const startDeadLink = () => api.post<TDeadLinkStartResponse>('/api/deadLink/start');

export const useStartDeadLink = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startDeadLink, onSettled: () => queryClient.invalidateQueries({ queryKey: deadLinkKeys.all }) });
};
