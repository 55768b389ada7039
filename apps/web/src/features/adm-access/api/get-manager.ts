import type { TManagerDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admAccessKeys } from './adm-access-keys';

/** GET /api/manager/:userId: one administrator in full (each view is logged, SECURITY 17). */
export const getManager = (userId: string, signal?: AbortSignal) => api.get<TManagerDetail>(`/api/manager/${encodeURIComponent(userId)}`, { signal });

/** Not kept in the cache: personal data is fetched (and logged) when shown, not reused later. */
export const useManager = (userId: string | null) =>
  useQuery({
    queryKey: admAccessKeys.manager(userId ?? ''),
    queryFn: ({ signal }) => getManager(userId ?? '', signal),
    enabled: userId !== null,
    staleTime: 0,
    gcTime: 0,
  });
