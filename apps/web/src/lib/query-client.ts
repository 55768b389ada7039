import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/**
 * A failed answer has already been shown to the user in a dialog (spec §8), so an HTTP error is
 * never retried (a retry would show the dialog again); a network failure is retried once.
 * No refetch on window focus: a refetch may open a server-message dialog out of the blue.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isApiError(error) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
