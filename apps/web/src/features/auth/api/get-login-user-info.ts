import { queryOptions, useQuery } from '@tanstack/react-query';
import { authAdminClient, authKeys } from './auth-keys';

/**
 * POST {/icec/api|/api}/login/getLoginUserInfo (spec §7): the session's login user info, null for
 * a guest. The API client picks the prefix from the saved user type (spec §6).
 */
export const getLoginUserInfo = (signal?: AbortSignal) => authAdminClient.getLoginUserInfo({}, { signal });

export const loginUserInfoQueryOptions = () =>
  queryOptions({ queryKey: authKeys.loginUserInfo(), queryFn: ({ signal }) => getLoginUserInfo(signal), staleTime: 0 });

export const useLoginUserInfo = () => useQuery(loginUserInfoQueryOptions());
