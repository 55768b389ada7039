import type { TIntdcnPageCd } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eduIntdcnMngClient } from './edu-intdcn-client';
import { eduIntdcnKeys } from './edu-intdcn-keys';

/** GET /api/eduIntdcnMng/:pageCd: the page as the administrator edits it, with who changed it last. */
export const getAdmIntdcnPage = (pageCd: TIntdcnPageCd, signal?: AbortSignal) => eduIntdcnMngClient.item({ params: { pageCd } }, { signal });

export const admIntdcnPageQueryOptions = (pageCd: TIntdcnPageCd) =>
  queryOptions({ queryKey: eduIntdcnKeys.admPage(pageCd), queryFn: ({ signal }) => getAdmIntdcnPage(pageCd, signal), staleTime: 0 });

export const useAdmIntdcnPage = (pageCd: TIntdcnPageCd) => useQuery(admIntdcnPageQueryOptions(pageCd));
