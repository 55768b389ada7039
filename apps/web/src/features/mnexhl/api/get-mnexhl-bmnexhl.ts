import { queryOptions, useQuery } from '@tanstack/react-query';
import { mnexhlClient } from './mnexhl-client';
import { mnexhlKeys } from './mnexhl-keys';

/** GET /icec/api/mnexhl/bmnexhl/:bmnexhlId: a big hall, its switched-on small halls and its attachments (404 when off: the not-found page). */
export const getMnexhlBmnexhl = (bmnexhlId: number, signal?: AbortSignal) => mnexhlClient.bmnexhl({ params: { bmnexhlId } }, { signal, record: true });

export const mnexhlBmnexhlQueryOptions = (bmnexhlId: number) =>
  queryOptions({ queryKey: mnexhlKeys.bmnexhl(bmnexhlId), queryFn: ({ signal }) => getMnexhlBmnexhl(bmnexhlId, signal), staleTime: 5 * 60_000 });

export const useMnexhlBmnexhl = (bmnexhlId: number) => useQuery({ ...mnexhlBmnexhlQueryOptions(bmnexhlId), enabled: bmnexhlId > 0 });
