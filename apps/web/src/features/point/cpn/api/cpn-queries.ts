import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cpnMngResource } from './cpn-mng-resource';
import { cpnClient, cpnDrawClient, cpnResultClient } from './cpn-client';
import { newRequestKey } from '../../../../lib/request-key';

/** Query keys of the coupon pages. */
export const cpnKeys = {
  all: ['cpn'] as const,
  days: () => [...cpnKeys.all, 'days'] as const,
  my: (currentPage: number) => [...cpnKeys.all, 'my', currentPage] as const,
  congrats: () => [...cpnKeys.all, 'congrats'] as const,
  resultList: (currentPage: number) => [...cpnKeys.all, 'resultList', currentPage] as const,
  result: (cpnId: number) => [...cpnKeys.all, 'result', cpnId] as const,
  winners: (cpnId: number) => [...cpnKeys.all, 'winners', cpnId] as const,
};

export const useCpnDays = () => useQuery({ queryKey: cpnKeys.days(), queryFn: ({ signal }) => cpnClient.list({}, { signal }) });

export const useMyCpns = (currentPage: number) =>
  useQuery({ queryKey: cpnKeys.my(currentPage), queryFn: ({ signal }) => cpnClient.my({ query: { currentPage } }, { signal }) });

/** Buys one entry; the coupon lists and the balance are fetched again. */
export function useEnterCpn() {
  const queryClient = useQueryClient();
  return useMutation({
    // one key per confirmed click: a double click or a retry buys once (SECURITY 19)
    mutationFn: (cpnId: number) => cpnClient.entry({ params: { cpnId }, body: { requestKey: newRequestKey() } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cpnKeys.all }),
  });
}

export const useCpnResultList = (currentPage: number) =>
  useQuery({ queryKey: cpnKeys.resultList(currentPage), queryFn: ({ signal }) => cpnResultClient.resultList({ query: { currentPage } }, { signal }) });

/** GET /icec/api/dayBsdCpn/result/:cpnId: a 404 shows the not-found page. */
export const useCpnResult = (cpnId: number) =>
  useQuery({
    queryKey: cpnKeys.result(cpnId),
    queryFn: ({ signal }) => cpnResultClient.result({ params: { cpnId } }, { signal, record: true }),
    enabled: cpnId > 0,
    retry: false,
  });

export const useCpnMngItem = (cpnId: number) =>
  useQuery({
    queryKey: cpnMngResource.keys.item(cpnId),
    queryFn: ({ signal }) => cpnMngResource.getItem(cpnId, signal),
    enabled: cpnId > 0,
    retry: false,
  });

export const useCpnWinners = (cpnId: number) =>
  useQuery({
    queryKey: cpnKeys.winners(cpnId),
    queryFn: ({ signal }) => cpnDrawClient.winners({ params: { cpnId } }, { signal, record: true }),
    enabled: cpnId > 0,
    retry: false,
  });

/** The administrator's draw, cancel, announcement and hand-over: the coupon's lists and pages are fetched again. */
export function useCpnDrawAction<TArg, TOut>(run: (arg: TArg) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: cpnKeys.all }), queryClient.invalidateQueries({ queryKey: cpnMngResource.keys.all })]);
    },
  });
}
