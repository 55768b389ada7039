import type { TClsApproveInput, TClsMoveInput, TTchrDsgnSaveInput } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { clsInfoClient, schlInfoClient, tchrDsgnClient } from './cls-client';
import { clsKeys } from './cls-keys';

/** GET schlInfo: my school and request; its classes and teachers once approved. */
export function useSchlInfo() {
  const viewer = useViewer();
  return useQuery({ queryKey: clsKeys.schlInfo(viewer), queryFn: ({ signal }) => schlInfoClient.mine({ query: {} }, { signal }), retry: false });
}

/** GET tchrDsgn: this school year's classes and the approved teachers (the career teacher's page). */
export function useTchrDsgn() {
  const viewer = useViewer();
  return useQuery({ queryKey: clsKeys.tchrDsgn(viewer), queryFn: ({ signal }) => tchrDsgnClient.view({ query: {} }, { signal }), retry: false });
}

/** GET clsInfo/classes: the teacher's classes of a school year (the school's for its career teacher). */
export function useClasses(schlYr: number | undefined) {
  const viewer = useViewer();
  return useQuery({
    queryKey: clsKeys.classes(viewer, schlYr),
    queryFn: ({ signal }) => clsInfoClient.classes({ query: { schlYr } }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET clsInfo/classes/:clsId: the roster and the pending students (404: the not-found page). */
export function useRoster(clsId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: clsKeys.roster(viewer, clsId),
    queryFn: ({ signal }) => clsInfoClient.roster({ params: { clsId } }, { signal, record: true }),
    enabled: clsId > 0,
    retry: false,
  });
}

/** GET clsInfo/promotion: the proposal from this school year to the next, asked for when the career teacher opens it. */
export function usePromotion(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: clsKeys.promotion(viewer),
    queryFn: ({ signal }) => clsInfoClient.promotion({ query: {} }, { signal }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/** Every change of a school, class or roster refreshes every page of this feature (counts, names, roles). */
function useClsMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: clsKeys.all }) });
}

/** POST schlInfo/request: ask to join the school picked in the school search. */
export const useRequestSchool = () => useClsMutation((neisSchlCd: string) => schlInfoClient.request({ body: { neisSchlCd } }));

/** POST schlInfo/tchr/:userId/approve or refuse (the school's career teacher). */
export const useDecideTeacher = () =>
  useClsMutation(({ userId, approve }: { userId: string; approve: boolean }) =>
    approve ? schlInfoClient.approveTchr({ params: { userId } }) : schlInfoClient.refuseTchr({ params: { userId } }),
  );

/** PUT tchrDsgn: the whole designation in one save. */
export const useSaveTchrDsgn = () => useClsMutation((body: TTchrDsgnSaveInput) => tchrDsgnClient.save({ body }));

/** POST clsInfo/classes/:clsId/approve: pending students with their numbers. */
export const useApproveStudents = () =>
  useClsMutation(({ clsId, body }: { clsId: number; body: TClsApproveInput }) => clsInfoClient.approve({ params: { clsId }, body }));

/** POST clsInfo/classes/:clsId/move: a student to another class of the same school and year. */
export const useMoveStudent = () =>
  useClsMutation(({ clsId, body }: { clsId: number; body: TClsMoveInput }) => clsInfoClient.move({ params: { clsId }, body }));

/** POST clsInfo/promotion: the proposal confirmed once. */
export const usePromote = () => useClsMutation((fromYr: number) => clsInfoClient.promote({ body: { fromYr } }));
