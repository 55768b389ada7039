import { queryOptions, useQuery } from '@tanstack/react-query';
import { mnexhlClient } from './mnexhl-client';
import { mnexhlKeys } from './mnexhl-keys';

/** GET /icec/api/mnexhl/bmnexhl/list: the switched-on big halls, each with its small halls. */
export const getMnexhlBmnexhlList = (signal?: AbortSignal) => mnexhlClient.bmnexhlList({}, { signal });

export const mnexhlBmnexhlListQueryOptions = () =>
  queryOptions({ queryKey: mnexhlKeys.bmnexhlList(), queryFn: ({ signal }) => getMnexhlBmnexhlList(signal), staleTime: 5 * 60_000 });

export const useMnexhlBmnexhlList = () => useQuery(mnexhlBmnexhlListQueryOptions());
