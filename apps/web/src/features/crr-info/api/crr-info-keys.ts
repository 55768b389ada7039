import type { TCrrInfoQuery } from '@portal/contract';

/** Query keys of the public career information pages. */
export const crrInfoKeys = {
  all: ['crrInfo'] as const,
  list: (query: TCrrInfoQuery) => [...crrInfoKeys.all, 'list', query] as const,
  detail: (jobCd: string) => [...crrInfoKeys.all, 'detail', jobCd] as const,
};
