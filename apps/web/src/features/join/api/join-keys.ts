import { joinPaths, socialLoginPaths, type joinApi, type socialLoginApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The join calls (decision 014), and the social login module's pending identity. */
export const joinClient = apiClient<typeof joinApi>(joinPaths);
export const socialJoinClient = apiClient<typeof socialLoginApi>(socialLoginPaths);

/** Query keys of the join feature: terms, verification results, the pending social identity. */
export const joinKeys = {
  all: ['join'] as const,
  terms: (trgtCd: 'SVC' | 'MAJUON') => [...joinKeys.all, 'terms', trgtCd] as const,
  verification: (vrfcId: string) => [...joinKeys.all, 'verification', vrfcId] as const,
  oauthPending: () => [...joinKeys.all, 'oauthPending'] as const,
};
