import { useQuery } from '@tanstack/react-query';
import { managerClient, managerKeys } from './manager-keys';

/** GET /api/manager/:userId: one administrator in full (each view is logged, SECURITY 17). */
export const getManager = (userId: string, signal?: AbortSignal) => managerClient.item({ params: { userId } }, { signal });

/** Not kept in the cache: personal data is fetched (and logged) when shown, not reused later. */
export const useManager = (userId: string | null) =>
  useQuery({
    queryKey: managerKeys.manager(userId ?? ''),
    queryFn: ({ signal }) => getManager(userId ?? '', signal),
    enabled: userId !== null,
    staleTime: 0,
    gcTime: 0,
  });
