import type { TIntdcnPageAdm, TIntdcnPageCd } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eduIntdcnKeys } from './edu-intdcn-keys';

/** GET /api/eduIntdcnMng/:pageCd: the page as the administrator edits it, with who changed it last. */
export const getAdmIntdcnPage = (pageCd: TIntdcnPageCd, signal?: AbortSignal) => api.get<TIntdcnPageAdm>(`/api/eduIntdcnMng/${pageCd}`, { signal });

export const admIntdcnPageQueryOptions = (pageCd: TIntdcnPageCd) =>
  queryOptions({ queryKey: eduIntdcnKeys.admPage(pageCd), queryFn: ({ signal }) => getAdmIntdcnPage(pageCd, signal), staleTime: 0 });

export const useAdmIntdcnPage = (pageCd: TIntdcnPageCd) => useQuery(admIntdcnPageQueryOptions(pageCd));
