import type { TCmpnAplyBodyInput, TMyCmpnAplyQuery } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cmpnClient } from './cmpn-client';
import { cmpnKeys } from './cmpn-keys';

/** GET cmpn/list: the campaigns open today, with the student's count and whether they may apply. */
export const useOpenCmpns = () => useQuery({ queryKey: cmpnKeys.openList(), queryFn: ({ signal }) => cmpnClient.cmpnList({}, { signal }) });

/** GET aply/list: the student's applications, 10 a page. */
export const useMyAplys = (query: Partial<TMyCmpnAplyQuery>) =>
  useQuery({ queryKey: cmpnKeys.myAplys(query), queryFn: ({ signal }) => cmpnClient.aplyList({ query }, { signal }), placeholderData: keepPreviousData });

/** After applying or withdrawing, the campaigns (counts) and the applications are fetched again. */
function useCmpnMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: cmpnKeys.all }) });
}

/** POST aply with the proof (the files already uploaded into atchFileModuleId). */
export const useApplyCmpn = () => useCmpnMutation((body: TCmpnAplyBodyInput) => cmpnClient.aply({ body }));

/** POST aply/:aplyId/withdraw. */
export const useWithdrawAply = () => useCmpnMutation((aplyId: number) => cmpnClient.withdraw({ params: { aplyId } }));
