import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialLoginClient } from './social-login-client';

/** GET /icec/api/login/oauth/providers: the providers this portal is configured for. */
export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: ['social-login', 'providers'],
    queryFn: ({ signal }) => socialLoginClient.providers({}, { signal }),
    staleTime: Infinity,
  });

export const useSocialProviders = () => useQuery(socialProvidersQuery()).data?.providers;
