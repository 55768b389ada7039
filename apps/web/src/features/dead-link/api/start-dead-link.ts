import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deadLinkClient } from './dead-link-client';
import { deadLinkKeys } from './dead-link-keys';

/** POST /api/deadLink/start: answers at once with the run id; the check goes on in the background. */
export const startDeadLink = () => deadLinkClient.start({});

export const useStartDeadLink = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startDeadLink, onSettled: () => queryClient.invalidateQueries({ queryKey: deadLinkKeys.all }) });
};
