import { schlInfoPaths, type schlInfoApi, type TAtndcMarkBodyInput, type TFusnRsvtListQueryInput, type TFusnRsvtStdntQueryInput } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';
import { useViewer } from '../../../../lib/login-user/use-viewer';
import { fusnAtndcClient } from '../../api/atndc-client';
import { fusnRsvtClient } from '../../api/rsvt-client';
import { fusnTchrKeys } from './tchr-keys';

/** The teacher's school (the cls module's call): whether the teacher belongs to an approved school. */
const schlInfoClient = apiClient<typeof schlInfoApi>(schlInfoPaths);

/** GET schlInfo: whether the teacher's school is approved (a teacher without one is told where to ask). */
export function useMySchool() {
  const viewer = useViewer();
  return useQuery({ queryKey: [...fusnTchrKeys.all, 'schl', viewer], queryFn: ({ signal }) => schlInfoClient.mine({ query: {} }, { signal }), retry: false });
}

/** GET rsvt: the school's reservations, 10 a page (spec §9). */
export function useRsvtList(query: TFusnRsvtListQueryInput, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: fusnTchrKeys.list(viewer, query),
    queryFn: ({ signal }) => fusnRsvtClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/** GET rsvt/:schlRsvtId: one reservation with its units (404: the not-found page). */
export function useRsvtView(schlRsvtId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: fusnTchrKeys.view(viewer, schlRsvtId),
    queryFn: ({ signal }) => fusnRsvtClient.view({ params: { schlRsvtId } }, { signal, record: true }),
    enabled: schlRsvtId > 0,
    retry: false,
  });
}

/** GET rsvt/:schlRsvtId/stdnt/aply: the students who applied (or were assigned), by unit. */
export function useStdntAplyList(schlRsvtId: number, query: TFusnRsvtStdntQueryInput) {
  const viewer = useViewer();
  return useQuery({
    queryKey: fusnTchrKeys.aply(viewer, schlRsvtId, query),
    queryFn: ({ signal }) => fusnRsvtClient.stdntAplyList({ params: { schlRsvtId }, query }, { signal, record: true }),
    enabled: schlRsvtId > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET rsvt/:schlRsvtId/stdnt/notAply: the school's students of the target classes who have not applied. */
export function useStdntNotAplyList(schlRsvtId: number, query: TFusnRsvtStdntQueryInput) {
  const viewer = useViewer();
  return useQuery({
    queryKey: fusnTchrKeys.notAply(viewer, schlRsvtId, query),
    queryFn: ({ signal }) => fusnRsvtClient.stdntNotAplyList({ params: { schlRsvtId }, query }, { signal, record: true }),
    enabled: schlRsvtId > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The teacher's live view of the reservation's roster: asked again every 10 seconds while the page is open. */
export const ROSTER_POLL_MS = 10_000;

/** GET atndc/rsvt/:schlRsvtId: the roster of the reservation with check-ins and marks. */
export function useRsvtRoster(schlRsvtId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: fusnTchrKeys.roster(viewer, schlRsvtId),
    queryFn: ({ signal }) => fusnAtndcClient.rsvtRoster({ params: { schlRsvtId } }, { signal, record: true }),
    enabled: schlRsvtId > 0,
    refetchInterval: ROSTER_POLL_MS,
    retry: false,
  });
}

/** Every change refreshes every page of this feature (counts, states, lists). */
function useTchrMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: fusnTchrKeys.all }) });
}

/** POST rsvt/:schlRsvtId/cancel: the school cancels before the deadline. */
export const useCancelRsvt = () => useTchrMutation((schlRsvtId: number) => fusnRsvtClient.cancel({ params: { schlRsvtId } }));

/** POST rsvt/:schlRsvtId/assign: the selected students into a unit; the answer names who was refused and why. */
export const useAssign = () =>
  useTchrMutation(({ schlRsvtId, aplyUnitCd, userIds }: { schlRsvtId: number; aplyUnitCd: string; userIds: string[] }) =>
    fusnRsvtClient.assign({ params: { schlRsvtId }, body: { aplyUnitCd, userIds } }),
  );

/** POST rsvt/:schlRsvtId/remind: an on-site notice to the selected students. */
export const useRemind = () =>
  useTchrMutation(({ schlRsvtId, userIds }: { schlRsvtId: number; userIds: string[] }) => fusnRsvtClient.remind({ params: { schlRsvtId }, body: { userIds } }));

/** POST atndc/rsvt/:schlRsvtId: marks one or many. */
export const useMarkAtndc = () =>
  useTchrMutation(({ schlRsvtId, items }: { schlRsvtId: number; items: TAtndcMarkBodyInput['items'] }) =>
    fusnAtndcClient.rsvtMark({ params: { schlRsvtId }, body: { items } }),
  );

/** The reservation's files: the confirmation sheet (A4 PDF) and the calendar file (.ics), plain links. */
export const rsvtSheetUrl = (schlRsvtId: number) => fusnRsvtClient.urlOf('sheet', { params: { schlRsvtId } });
export const rsvtIcalUrl = (schlRsvtId: number) => fusnRsvtClient.urlOf('ical', { params: { schlRsvtId } });
