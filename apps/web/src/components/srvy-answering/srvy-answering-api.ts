import { srvyPaths, type srvyApi, type TSrvyAnswers } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api';
import { useViewer } from '../../lib/login-user/use-viewer';

/** The survey calls of the public pages (answering; decision 014): the survey pages and the fusion activities' surveys. */
export const srvyClient = apiClient<typeof srvyApi>(srvyPaths);

/** Query keys of the survey pages; a member's own draft and answered state are in the answers, so the viewer is in the keys. */
export const srvyKeys = {
  all: ['srvy'] as const,
  lists: () => [...srvyKeys.all, 'list'] as const,
  list: (viewer: string, currentPage: number) => [...srvyKeys.lists(), viewer, currentPage] as const,
  views: () => [...srvyKeys.all, 'view'] as const,
  view: (viewer: string, srvyId: number, ctxKey: string) => [...srvyKeys.views(), viewer, srvyId, ctxKey] as const,
};

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
