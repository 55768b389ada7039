import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys, myInfoClient } from './member-keys';

/** POST /icec/api/login/findId: uses up the FIND_ID verification, answers the masked ids. */
export const findId = (vrfcId: string) => myInfoClient.findId({ body: { vrfcId } });

/**
 * A query, not a mutation: the page asks once per verification and keeps the answer, so a
 * re-render or a second mount never spends the verification again.
 */
export const findIdQueryOptions = (vrfcId: string) =>
  queryOptions({ queryKey: memberKeys.findId(vrfcId), queryFn: () => findId(vrfcId), staleTime: Infinity, gcTime: Infinity, retry: false });

export const useFindId = (vrfcId: string | null) => useQuery({ ...findIdQueryOptions(vrfcId ?? ''), enabled: Boolean(vrfcId) });
