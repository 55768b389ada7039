import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys, myInfoClient } from './member-keys';

/** GET /icec/api/login/trmsReAgre: the changed terms a session pending TRMS_REAGRE must agree to. */
export const getTrmsReAgre = (signal?: AbortSignal) => myInfoClient.trmsReAgreList({}, { signal });

export const trmsReAgreQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.trmsReAgre(), queryFn: ({ signal }) => getTrmsReAgre(signal), staleTime: 0, gcTime: 0 });

export const useTrmsReAgre = () => useQuery(trmsReAgreQueryOptions());
