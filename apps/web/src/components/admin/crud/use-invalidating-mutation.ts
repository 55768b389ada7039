import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A change after which what is under each of `queryKeys` (lists, details, menus) is fetched again. */
export function useInvalidatingMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>, ...queryKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))) });
}
