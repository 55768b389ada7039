import type { TInspGenderCd } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { inspClient } from './insp-client';
import { inspKeys } from './insp-keys';

/** GET list: the tests on offer, with the caller's unfinished sheet and latest result. */
export function useInspList() {
  const viewer = useViewer();
  return useQuery({ queryKey: inspKeys.list(viewer), queryFn: ({ signal }) => inspClient.list({}, { signal }) });
}

/** GET view/:inspName: one test (404: the not-found page); no call for an address that names none. */
export function useInspView(inspName: string, valid: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: inspKeys.view(viewer, inspName),
    queryFn: ({ signal }) => inspClient.view({ params: { inspName } }, { signal, record: true }),
    enabled: valid,
    retry: false,
  });
}

/** POST sheet/:inspName: starts the caller's sheet, or resumes the unfinished one with its saved answers. */
export const useStartSheet = (inspName: string) =>
  useMutation({ mutationFn: (genderCd: TInspGenderCd | undefined) => inspClient.sheet({ params: { inspName }, body: genderCd ? { genderCd } : {} }) });

/** POST submit: scored on the server; the lists and states are read again. */
export function useSubmitSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sheetId: number) => inspClient.submit({ body: { sheetId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspKeys.all }),
  });
}

/** GET rslt/list: the caller's completed results per test, newest first (logged-in members only). */
export function useRsltList() {
  const viewer = useViewer();
  return useQuery({ queryKey: inspKeys.rsltList(viewer), queryFn: ({ signal }) => inspClient.rsltList({}, { signal }) });
}

/** GET rslt/:sheetId: one of the caller's results (404: the not-found page). */
export function useRslt(sheetId: number, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: inspKeys.rslt(viewer, sheetId),
    queryFn: ({ signal }) => inspClient.rslt({ params: { sheetId } }, { signal, record: true }),
    enabled,
    retry: false,
  });
}
