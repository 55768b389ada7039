import type { TSrvyAnswers } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { srvyClient } from './srvy-client';
import { srvyKeys } from './srvy-keys';

/** GET list: the open surveys (a page of them) with their periods and whether the caller has answered. */
export function useSrvyList(currentPage: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: srvyKeys.list(viewer, currentPage),
    queryFn: ({ signal }) => srvyClient.list({ query: { currentPage } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET :srvyId: the survey, its definition, the caller's draft and answered state (404: the not-found page). */
export function useSrvyView(srvyId: number, ctxKey: string, valid: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: srvyKeys.view(viewer, srvyId, ctxKey),
    queryFn: ({ signal }) => srvyClient.view({ params: { srvyId }, query: ctxKey ? { ctxKey } : {} }, { signal, record: true }),
    enabled: valid,
    retry: false,
    staleTime: 0,
  });
}

/**
 * POST :srvyId/submit: the answers are checked on the server; the lists are read again. The survey's
 * view is only marked stale: the page on screen keeps its thanks, the next visit reads it again.
 */
export function useSubmitSrvy(srvyId: number, ctxKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: TSrvyAnswers) => srvyClient.submit({ params: { srvyId }, body: ctxKey ? { answers, ctxKey } : { answers } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: srvyKeys.views(), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: srvyKeys.lists() });
    },
  });
}
