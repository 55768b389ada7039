import { queryOptions, useQuery } from '@tanstack/react-query';
import { joinClient, joinKeys } from './join-keys';

/** POST /icec/api/idntf/result (a read; POST binds it to this browser): the verified name and birth date. */
export const getVerificationResult = (vrfcId: string, signal?: AbortSignal) => joinClient.idntfResult({ body: { vrfcId } }, { signal });

export const verificationResultQueryOptions = (vrfcId: string) =>
  queryOptions({ queryKey: joinKeys.verification(vrfcId), queryFn: ({ signal }) => getVerificationResult(vrfcId, signal), staleTime: Infinity });

export const useVerificationResult = (vrfcId: string | undefined) => useQuery({ ...verificationResultQueryOptions(vrfcId ?? ''), enabled: Boolean(vrfcId) });
