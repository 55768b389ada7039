import type { TSocialProvidersResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /icec/api/login/oauth/providers: the providers this portal is configured for. */
export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: ['social-login', 'providers'],
    queryFn: ({ signal }) => api.get<TSocialProvidersResponse>('/icec/api/login/oauth/providers', { signal }),
    staleTime: Infinity,
  });

export const useSocialProviders = () => useQuery(socialProvidersQuery()).data?.providers;
