import { queryOptions, useQuery } from '@tanstack/react-query';
import { mnexhlClient } from './edu-intdcn-client';
import { eduIntdcnKeys } from './edu-intdcn-keys';

/** GET /icec/api/mnexhl/bmnexhl/list: the switched-on halls, placed on the floor guide by their flrNm. */
export const getFloorHalls = (signal?: AbortSignal) => mnexhlClient.bmnexhlList({}, { signal });

export const floorHallsQueryOptions = () =>
  queryOptions({ queryKey: eduIntdcnKeys.floorHalls(), queryFn: ({ signal }) => getFloorHalls(signal), staleTime: 60_000 });

export const useFloorHalls = () => useQuery(floorHallsQueryOptions());
