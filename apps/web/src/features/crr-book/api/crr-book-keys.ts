import type { TCrrBookPublicQuery } from '@portal/contract';

/** Query keys of the public career book pages. */
export const crrBookKeys = {
  all: ['crrBook'] as const,
  list: (query: TCrrBookPublicQuery) => [...crrBookKeys.all, 'list', query] as const,
  detail: (crrBookId: number) => [...crrBookKeys.all, 'detail', crrBookId] as const,
};
