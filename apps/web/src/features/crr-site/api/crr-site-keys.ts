import type { TCrrSitePublicQuery } from '@portal/contract';

/** Query keys of the public career sites page. */
export const crrSiteKeys = {
  all: ['crrSite'] as const,
  list: (query: TCrrSitePublicQuery) => [...crrSiteKeys.all, 'list', query] as const,
};
