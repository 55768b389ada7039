import type { TContsListQuery } from '@portal/contract';

/** Query keys of the public contents library. */
export const contsKeys = {
  all: ['conts'] as const,
  list: (query: TContsListQuery) => [...contsKeys.all, 'list', query] as const,
  cards: (query: Omit<TContsListQuery, 'currentPage'>) => [...contsKeys.all, 'cards', query] as const,
  detail: (contsId: number) => [...contsKeys.all, 'detail', contsId] as const,
  clsfTree: () => [...contsKeys.all, 'clsfTree'] as const,
};
