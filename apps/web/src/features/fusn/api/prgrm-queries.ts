import type { TFusnPrgrmSeCd } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fusnKeys } from './fusn-keys';
import { fusnPrgrmClient } from './prgrm-client';

export type TCalendarQuery = { startDay?: string; prgrmSeCd: TFusnPrgrmSeCd };

/** GET calendar: a week of OPEN sessions from startDay (default: this week's Monday) and the date picker's rules. */
export function useCalendar(query: TCalendarQuery) {
  return useQuery({
    queryKey: fusnKeys.calendar('', query),
    queryFn: ({ signal }) => fusnPrgrmClient.calendar({ query: { ...query, days: 7 } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET prgrm/:prgrmId: a program's public page (DRAFT or missing: the not-found page). */
export function usePrgrmView(prgrmId: number) {
  return useQuery({
    queryKey: fusnKeys.prgrm(prgrmId),
    queryFn: ({ signal }) => fusnPrgrmClient.prgrmView({ params: { prgrmId } }, { signal, record: true }),
    enabled: prgrmId > 0,
    retry: false,
  });
}
