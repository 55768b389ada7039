import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys, myInfoClient } from './member-keys';

/** GET /icec/api/myInfo: the member's own data. */
export const getMyInfo = (signal?: AbortSignal) => myInfoClient.myInfo({}, { signal });

export const myInfoQueryOptions = () => queryOptions({ queryKey: memberKeys.myInfo(), queryFn: ({ signal }) => getMyInfo(signal), staleTime: 0 });

export const useMyInfo = () => useQuery(myInfoQueryOptions());
