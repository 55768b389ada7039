import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crrActvClient } from './crr-actv-client';
import { crrActvKeys } from './crr-actv-keys';

/** DELETE /icec/api/crrActv/:crrActvId: the writer deletes it (its CRR points are withdrawn by the server). */
export function useRemoveActv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (crrActvId: number) => crrActvClient.remove({ params: { crrActvId } }),
    // the deleted record's own query is dropped, not fetched again (it would answer 404)
    onSuccess: (_, crrActvId) => {
      queryClient.removeQueries({ queryKey: [...crrActvKeys.all, 'view'], predicate: (query) => query.queryKey.at(-1) === crrActvId });
      return queryClient.invalidateQueries({ queryKey: crrActvKeys.all });
    },
  });
}
