import { queryOptions, useQuery } from '@tanstack/react-query';
import { joinClient, joinKeys } from './join-keys';

/** GET /icec/api/mbrJoin/trms: the terms in force with their full texts (spec §2 agreeDetail pages). */
export const getJoinTerms = (trgtCd: 'SVC' | 'MAJUON', signal?: AbortSignal) => joinClient.trms({ query: { trgtCd } }, { signal });

export const joinTermsQueryOptions = (trgtCd: 'SVC' | 'MAJUON') =>
  queryOptions({ queryKey: joinKeys.terms(trgtCd), queryFn: ({ signal }) => getJoinTerms(trgtCd, signal), staleTime: 10 * 60_000 });

export const useJoinTerms = (trgtCd: 'SVC' | 'MAJUON') => useQuery(joinTermsQueryOptions(trgtCd));
