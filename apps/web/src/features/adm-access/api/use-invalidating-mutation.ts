import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A mutation after which the lists and details under `queryKey` are fetched again. */
export function useInvalidatingMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
