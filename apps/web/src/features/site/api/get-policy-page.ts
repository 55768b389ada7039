import type { TPolicyPageCode } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteClient } from './site-client';
import { siteKeys } from './site-keys';

/** GET /icec/api/site/policy/:polcyCd: the text of a footer policy page. */
export const getPolicyPage = (polcyCd: TPolicyPageCode, signal?: AbortSignal) => siteClient.policy({ params: { polcyCd } }, { signal });

export const policyPageQueryOptions = (polcyCd: TPolicyPageCode) =>
  queryOptions({ queryKey: siteKeys.policy(polcyCd), queryFn: ({ signal }) => getPolicyPage(polcyCd, signal), staleTime: 30 * 60_000 });

export const usePolicyPage = (polcyCd: TPolicyPageCode) => useQuery(policyPageQueryOptions(polcyCd));
