import type { TMbrMngListQuery } from '@portal/contract';

/** Query keys of the teachers' student pages; what a teacher may see depends on who looks, so the viewer is in every key. */
export const stdntMngKeys = {
  all: ['stdntMng'] as const,
  classes: (viewer: string) => [...stdntMngKeys.all, 'classes', viewer] as const,
  list: (viewer: string, query: Partial<TMbrMngListQuery>) => [...stdntMngKeys.all, 'list', viewer, query] as const,
  detail: (viewer: string, userId: string) => [...stdntMngKeys.all, 'detail', viewer, userId] as const,
};
