import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialJoinClient, joinKeys } from './join-keys';

/** GET /icec/api/login/oauth/pending (social login module): the provider identity waiting to join here. */
export const getOauthPending = (signal?: AbortSignal) => socialJoinClient.pending({}, { signal });

export const oauthPendingQueryOptions = () =>
  queryOptions({ queryKey: joinKeys.oauthPending(), queryFn: ({ signal }) => getOauthPending(signal), staleTime: 60_000 });

export const useOauthPending = (enabled = true) => useQuery({ ...oauthPendingQueryOptions(), enabled });
