import type { ZLoginUserInfoResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { authKeys } from './auth-keys';

type TLoginUserInfoResponse = z.infer<typeof ZLoginUserInfoResponse>;

/**
 * POST {/icec/api|/api}/login/getLoginUserInfo (spec §7): the session's login user info, null for
 * a guest. The API client picks the prefix from the saved user type (spec §6).
 */
export const getLoginUserInfo = (signal?: AbortSignal) => api.post<TLoginUserInfoResponse>('/api/login/getLoginUserInfo', { signal });

export const loginUserInfoQueryOptions = () =>
  queryOptions({ queryKey: authKeys.loginUserInfo(), queryFn: ({ signal }) => getLoginUserInfo(signal), staleTime: 0 });

export const useLoginUserInfo = () => useQuery(loginUserInfoQueryOptions());
