import type { TLedgerQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../../lib/login-user/use-viewer';
import { pointClient } from './ledger-client';
import { ledgerKeys } from './ledger-keys';

/**
 * GET /icec/api/cmpnPointAply/history: the balance, this month's earnings and a page of 10 of the
 * history. A caller who is no student gets 403 with the reason: the API client shows it and leaves
 * the page (spec §6).
 */
export const getPointHistory = (query: Partial<TLedgerQuery>, signal?: AbortSignal) => pointClient.history({ query }, { signal });

export function usePointHistory(query: Partial<TLedgerQuery>) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ledgerKeys.history(viewer, query),
    queryFn: ({ signal }) => getPointHistory(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
