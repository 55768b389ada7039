import { revwPaths, type revwApi, type TRevwSave, type TRevwTrgtParams } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api';
import { useViewer } from '../../lib/login-user/use-viewer';

/** The members' review calls (/icec/api/revw..., issue 20). */
export const revwClient = apiClient<typeof revwApi>(revwPaths);

export type TRevwTrgt = TRevwTrgtParams;

/** The answers depend on who asks (my review, mineYn, whether I may write): every key carries the viewer. */
export const revwKeys = {
  all: ['revw'] as const,
  trgt: (viewer: string, { trgtSeCd, trgtId }: TRevwTrgt) => [...revwKeys.all, viewer, trgtSeCd, trgtId] as const,
  page: (viewer: string, trgt: TRevwTrgt, currentPage: number) => [...revwKeys.trgt(viewer, trgt), currentPage] as const,
};

/** GET /icec/api/revw/:trgtSeCd/:trgtId: a page of 10 visible reviews, the average and my own. */
export function useRevwPage(trgt: TRevwTrgt, currentPage: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: revwKeys.page(viewer, trgt, currentPage),
    queryFn: ({ signal }) => revwClient.list({ params: trgt, query: { currentPage } }, { signal, quiet: true }),
    placeholderData: keepPreviousData,
    enabled: trgt.trgtId > 0,
  });
}

function useInvalidate(trgt: TRevwTrgt) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return () => queryClient.invalidateQueries({ queryKey: revwKeys.trgt(viewer, trgt) });
}

/** POST /icec/api/revw/:trgtSeCd/:trgtId: my review (once per target). */
export function useCreateRevw(trgt: TRevwTrgt) {
  const invalidate = useInvalidate(trgt);
  return useMutation({ mutationFn: (body: TRevwSave) => revwClient.create({ params: trgt, body }), onSuccess: invalidate });
}

/** PUT /icec/api/revw/:revwId: my review changed. */
export function useUpdateRevw(trgt: TRevwTrgt) {
  const invalidate = useInvalidate(trgt);
  return useMutation({
    mutationFn: ({ revwId, body }: { revwId: number; body: TRevwSave }) => revwClient.update({ params: { revwId }, body }),
    onSuccess: invalidate,
  });
}

/** DELETE /icec/api/revw/:revwId: my review removed. */
export function useDeleteRevw(trgt: TRevwTrgt) {
  const invalidate = useInvalidate(trgt);
  return useMutation({ mutationFn: (revwId: number) => revwClient.remove({ params: { revwId } }), onSuccess: invalidate });
}
