import type { TCrrActvListQueryInput, TCrrActvStdntListQueryInput } from '@portal/contract';

/** Query keys of the career activity pages; what a list or record holds depends on who looks, so the viewer is in the keys. */
export const crrActvKeys = {
  all: ['crrActv'] as const,
  list: (viewer: string, query: TCrrActvListQueryInput) => [...crrActvKeys.all, 'list', viewer, query] as const,
  view: (viewer: string, crrActvId: number) => [...crrActvKeys.all, 'view', viewer, crrActvId] as const,
  writeTargets: (viewer: string) => [...crrActvKeys.all, 'writeTargets', viewer] as const,
  stdntList: (viewer: string, userId: string, query: TCrrActvStdntListQueryInput) => [...crrActvKeys.all, 'stdntList', viewer, userId, query] as const,
  stdntView: (viewer: string, userId: string, crrActvId: number) => [...crrActvKeys.all, 'stdntView', viewer, userId, crrActvId] as const,
};
