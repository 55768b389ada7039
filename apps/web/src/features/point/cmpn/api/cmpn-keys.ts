import type { TCmpnAplyMngQuery, TMyCmpnAplyQuery } from '@portal/contract';

/** Query keys of the campaign pages. */
export const cmpnKeys = {
  all: ['cmpn'] as const,
  openList: () => [...cmpnKeys.all, 'open'] as const,
  myAplys: (query: Partial<TMyCmpnAplyQuery>) => [...cmpnKeys.all, 'myAplys', query] as const,
  mngAll: ['cmpnAplyMng'] as const,
  mngList: (query: Partial<TCmpnAplyMngQuery>) => [...cmpnKeys.mngAll, 'list', query] as const,
  mngItem: (aplyId: number) => [...cmpnKeys.mngAll, 'item', aplyId] as const,
};
