import type { TMbrMngListQuery } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { mbrMngClient } from './stdnt-mng-client';
import { stdntMngKeys } from './stdnt-mng-keys';

/** GET classes: this school year's classes the teacher manages (403 for anyone but an approved teacher). */
export function useManagedClasses() {
  const viewer = useViewer();
  return useQuery({ queryKey: stdntMngKeys.classes(viewer), queryFn: ({ signal }) => mbrMngClient.classes({}, { signal }), retry: false });
}

/** GET list: the teacher's students, 10 a page, by name and class. */
export function useManagedStudents(query: Partial<TMbrMngListQuery>) {
  const viewer = useViewer();
  return useQuery({
    queryKey: stdntMngKeys.list(viewer, query),
    queryFn: ({ signal }) => mbrMngClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET :userId: one student's account in full (the server logs the view); only while the detail is open. */
export function useManagedStudent(userId: string | undefined) {
  const viewer = useViewer();
  return useQuery({
    queryKey: stdntMngKeys.detail(viewer, userId ?? ''),
    queryFn: ({ signal }) => mbrMngClient.detail({ params: { userId: userId! } }, { signal }),
    enabled: Boolean(userId),
    retry: false,
    staleTime: 0,
  });
}

/** After an account changes, the lists and details are asked again (state, lock). */
function useAccountMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: stdntMngKeys.all }) });
}

/** POST :userId/resetPswd: a temporary password, answered once. */
export const useResetPswd = () => useAccountMutation((userId: string) => mbrMngClient.resetPswd({ params: { userId } }));

/** POST :userId/lock or :userId/unlock. */
export const useSetLock = () =>
  useAccountMutation(({ userId, lock }: { userId: string; lock: boolean }) =>
    lock ? mbrMngClient.lock({ params: { userId } }) : mbrMngClient.unlock({ params: { userId } }),
  );
