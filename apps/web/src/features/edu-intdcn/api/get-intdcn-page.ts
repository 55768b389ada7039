import type { TIntdcnPageCd, TIntdcnPageOf } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eduIntdcnClient } from './edu-intdcn-client';
import { eduIntdcnKeys } from './edu-intdcn-keys';

/** GET /icec/api/eduIntdcn/:pageCd: the text, image and own fields of an introduction page. */
export const getIntdcnPage = <C extends TIntdcnPageCd>(pageCd: C, signal?: AbortSignal) =>
  eduIntdcnClient.page({ params: { pageCd } }, { signal }) as Promise<TIntdcnPageOf<C>>;

export const intdcnPageQueryOptions = <C extends TIntdcnPageCd>(pageCd: C) =>
  queryOptions({ queryKey: eduIntdcnKeys.page(pageCd), queryFn: ({ signal }) => getIntdcnPage(pageCd, signal), staleTime: 60_000 });

export const useIntdcnPage = <C extends TIntdcnPageCd>(pageCd: C) => useQuery(intdcnPageQueryOptions(pageCd));
