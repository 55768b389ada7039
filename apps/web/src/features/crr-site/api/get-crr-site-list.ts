import type { TCrrSitePublicQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { crrSiteClient } from './crr-site-client';
import { crrSiteKeys } from './crr-site-keys';

/** GET /icec/api/crrSite/list: the sites in use, one category or all, 10 a page. */
export const getCrrSiteList = (query: TCrrSitePublicQuery, signal?: AbortSignal) => crrSiteClient.list({ query }, { signal });

export const useCrrSiteList = (query: TCrrSitePublicQuery) =>
  useQuery({ queryKey: crrSiteKeys.list(query), queryFn: ({ signal }) => getCrrSiteList(query, signal), placeholderData: keepPreviousData });
