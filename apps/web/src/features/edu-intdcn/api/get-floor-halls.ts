import type { TMnexhlBmnexhlList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eduIntdcnKeys } from './edu-intdcn-keys';

/** GET /icec/api/mnexhl/bmnexhl/list: the switched-on halls, placed on the floor guide by their flrNm. */
export const getFloorHalls = (signal?: AbortSignal) => api.get<TMnexhlBmnexhlList>('/icec/api/mnexhl/bmnexhl/list', { signal });

export const floorHallsQueryOptions = () =>
  queryOptions({ queryKey: eduIntdcnKeys.floorHalls(), queryFn: ({ signal }) => getFloorHalls(signal), staleTime: 60_000 });

export const useFloorHalls = () => useQuery(floorHallsQueryOptions());
