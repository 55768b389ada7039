import type { TMyInfo } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { memberKeys } from './member-keys';

/** GET /icec/api/myInfo: the member's own data. */
export const getMyInfo = (signal?: AbortSignal) => api.get<TMyInfo>('/icec/api/myInfo', { signal });

export const myInfoQueryOptions = () => queryOptions({ queryKey: memberKeys.myInfo(), queryFn: ({ signal }) => getMyInfo(signal), staleTime: 0 });

export const useMyInfo = () => useQuery(myInfoQueryOptions());
