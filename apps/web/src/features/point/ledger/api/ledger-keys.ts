import type { TLedgerQuery } from '@portal/contract';

type TQuery = Partial<TLedgerQuery>;

/** Query keys of the point ledger pages (the student's own and the administrator's). */
export const ledgerKeys = {
  my: ['point', 'my'] as const,
  history: (viewer: string, query: TQuery) => [...ledgerKeys.my, viewer, query] as const,
  adm: ['admPoint'] as const,
  holders: () => [...ledgerKeys.adm, 'holder'] as const,
  holderList: (query: object) => [...ledgerKeys.holders(), 'list', query] as const,
  holderLedger: (userId: string, query: TQuery) => [...ledgerKeys.holders(), 'ledger', userId, query] as const,
  rules: () => [...ledgerKeys.adm, 'rule'] as const,
};
