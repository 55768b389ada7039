import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deadLinkClient } from './dead-link-client';
import { deadLinkKeys } from './dead-link-keys';

/** POST /api/deadLink/stop: the answer's message (spec §8 'the check was stopped') is shown by the API client. */
export const stopDeadLink = () => deadLinkClient.stop({});

export const useStopDeadLink = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: stopDeadLink, onSettled: () => queryClient.invalidateQueries({ queryKey: deadLinkKeys.all }) });
};
