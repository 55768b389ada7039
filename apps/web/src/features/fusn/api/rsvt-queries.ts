import type { TFusnRsvtApplyResponse, TFusnRsvtFormInput } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { fusnKeys } from './fusn-keys';
import { fusnRsvtClient } from './rsvt-client';

/** GET rsvt/mine: my school's live reservations with my application to each, and unread reminders. */
export function useRsvtMine(enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: fusnKeys.rsvtMine(viewer),
    queryFn: ({ signal }) => fusnRsvtClient.mine({}, { signal }),
    enabled: enabled && viewer !== '',
    staleTime: 0,
  });
}

/** GET rsvt/:schlRsvtId/unit/:aplyUnitCd: a unit of my school's reservation (404: the not-found page). */
export function useUnitView(schlRsvtId: number, aplyUnitCd: string, valid: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: fusnKeys.unit(viewer, schlRsvtId, aplyUnitCd),
    queryFn: ({ signal }) => fusnRsvtClient.unitView({ params: { schlRsvtId, aplyUnitCd } }, { signal, record: true }),
    enabled: valid && viewer !== '',
    retry: false,
    staleTime: 0,
  });
}

/** POST unit aply / DELETE aply: a student's application to a unit of the school's reservation, and its cancel. */
export function useUnitAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      schlRsvtId,
      aplyUnitCd,
    }: {
      action: 'apply' | 'cancel';
      schlRsvtId: number;
      aplyUnitCd: string;
    }): Promise<TFusnRsvtApplyResponse | null> => {
      if (action === 'apply') return fusnRsvtClient.unitApply({ params: { schlRsvtId, aplyUnitCd } });
      await fusnRsvtClient.aplyCancel({ params: { schlRsvtId } });
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fusnKeys.all }),
  });
}

/** POST rsvt: the teacher in charge reserves a GRP session for a number of students in units. */
export function useReserve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFusnRsvtFormInput) => fusnRsvtClient.reserve({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fusnKeys.all }),
  });
}
