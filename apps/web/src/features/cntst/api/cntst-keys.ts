import type { TCntstPubListQuery } from '@portal/contract';

/** Query keys of the public contest pages; eligibility and the caller's entries depend on who looks, so the viewer is in those keys. */
export const cntstKeys = {
  all: ['cntst'] as const,
  list: (query: Partial<TCntstPubListQuery>) => [...cntstKeys.all, 'list', query] as const,
  view: (viewer: string, cntstId: number) => [...cntstKeys.all, 'view', viewer, cntstId] as const,
  rslt: (cntstId: number) => [...cntstKeys.all, 'rslt', cntstId] as const,
  entry: (viewer: string, cntstId: number, entryId: number) => [...cntstKeys.all, 'entry', viewer, cntstId, entryId] as const,
  myEntries: (viewer: string, currentPage: number) => [...cntstKeys.all, 'myEntries', viewer, currentPage] as const,
};
