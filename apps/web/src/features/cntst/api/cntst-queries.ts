import type { TCntstEntryBodyInput, TCntstPubListQuery } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { cntstClient } from './cntst-client';
import { cntstKeys } from './cntst-keys';

/** GET list: the contests shown to the public, by phase, 10 a page. */
export const useCntstList = (query: Partial<TCntstPubListQuery>) =>
  useQuery({ queryKey: cntstKeys.list(query), queryFn: ({ signal }) => cntstClient.list({ query }, { signal }), placeholderData: keepPreviousData });

/** GET :cntstId: the contest and what the caller may do (404: the not-found page); no call for an id that is none. */
export function useCntstView(cntstId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: cntstKeys.view(viewer, cntstId),
    queryFn: ({ signal }) => cntstClient.view({ params: { cntstId } }, { signal, record: true }),
    enabled: cntstId > 0,
    retry: false,
  });
}

/** GET :cntstId/rslt: the announced winners (404 before the announcement). */
export const useCntstRslt = (cntstId: number) =>
  useQuery({
    queryKey: cntstKeys.rslt(cntstId),
    queryFn: ({ signal }) => cntstClient.rslt({ params: { cntstId } }, { signal, record: true }),
    enabled: cntstId > 0,
    retry: false,
  });

/** GET :cntstId/entry/:entryId: one of the caller's entries, for editing (404 for another's). */
export function useMyEntry(cntstId: number, entryId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: cntstKeys.entry(viewer, cntstId, entryId),
    queryFn: ({ signal }) => cntstClient.entry({ params: { cntstId, entryId } }, { signal, record: true }),
    enabled: cntstId > 0 && entryId > 0,
    retry: false,
  });
}

/** GET myEntry/list: the caller's entries, 10 a page. */
export function useMyEntries(currentPage: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: cntstKeys.myEntries(viewer, currentPage),
    queryFn: ({ signal }) => cntstClient.myEntries({ query: { currentPage } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** After an entry is sent, edited or withdrawn, every contest query is fetched again (counts, my entries). */
function useCntstMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: cntstKeys.all }) });
}

/** POST :cntstId/entry (new) or PUT :cntstId/entry/:entryId (edit). */
export const useSaveEntry = (cntstId: number, entryId: number | undefined) =>
  useCntstMutation((body: TCntstEntryBodyInput) =>
    entryId ? cntstClient.entryUpdate({ params: { cntstId, entryId }, body }) : cntstClient.entryCreate({ params: { cntstId }, body }),
  );

/** POST :cntstId/entry/:entryId/withdraw. */
export const useWithdrawEntry = () =>
  useCntstMutation(({ cntstId, entryId }: { cntstId: number; entryId: number }) => cntstClient.entryWithdraw({ params: { cntstId, entryId } }));
