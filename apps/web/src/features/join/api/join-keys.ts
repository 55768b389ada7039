/** Query keys of the join feature: terms, verification results, the pending social identity. */
export const joinKeys = {
  all: ['join'] as const,
  terms: (trgtCd: 'SVC' | 'MAJUON') => [...joinKeys.all, 'terms', trgtCd] as const,
  verification: (vrfcId: string) => [...joinKeys.all, 'verification', vrfcId] as const,
  oauthPending: () => [...joinKeys.all, 'oauthPending'] as const,
};
