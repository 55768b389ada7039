import type { TCntstPubListQuery } from '@portal/contract';

/** Query keys of the public contest pages. */
export const cntstKeys = {
  all: ['cntst'] as const,
  list: (query: Partial<TCntstPubListQuery>) => [...cntstKeys.all, 'list', query] as const,
  view: (cntstId: number) => [...cntstKeys.all, 'view', cntstId] as const,
  rslt: (cntstId: number) => [...cntstKeys.all, 'rslt', cntstId] as const,
  entry: (cntstId: number, entryId: number) => [...cntstKeys.all, 'entry', cntstId, entryId] as const,
  myEntries: (currentPage: number) => [...cntstKeys.all, 'myEntries', currentPage] as const,
};
