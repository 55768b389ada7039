import { queryOptions, useQuery } from '@tanstack/react-query';
import { mnexhlClient } from './mnexhl-client';
import { mnexhlKeys } from './mnexhl-keys';

/** GET /icec/api/mnexhl/smnexhl/:bmnexhlId/:smnexhlNo: a small hall by its number in its big hall (404: the not-found page). */
export const getMnexhlSmnexhl = (bmnexhlId: number, smnexhlNo: number, signal?: AbortSignal) =>
  mnexhlClient.smnexhl({ params: { bmnexhlId, smnexhlNo } }, { signal, record: true });

export const mnexhlSmnexhlQueryOptions = (bmnexhlId: number, smnexhlNo: number) =>
  queryOptions({
    queryKey: mnexhlKeys.smnexhl(bmnexhlId, smnexhlNo),
    queryFn: ({ signal }) => getMnexhlSmnexhl(bmnexhlId, smnexhlNo, signal),
    staleTime: 5 * 60_000,
  });

export const useMnexhlSmnexhl = (bmnexhlId: number, smnexhlNo: number) =>
  useQuery({ ...mnexhlSmnexhlQueryOptions(bmnexhlId, smnexhlNo), enabled: bmnexhlId > 0 && smnexhlNo > 0 });
