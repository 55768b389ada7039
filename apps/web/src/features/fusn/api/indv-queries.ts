import type { TFusnIndvAplyResponse } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveDownload } from '../../../lib/files';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { fusnAtndcClient } from './atndc-client';
import { fusnIndvClient } from './indv-client';
import { fusnKeys } from './fusn-keys';

/** GET aply/mine: the student's applications (GRP and INDV) and unread reminders (reading marks them read). */
export function useMyAplyList() {
  const viewer = useViewer();
  return useQuery({
    queryKey: fusnKeys.mine(viewer),
    queryFn: ({ signal }) => fusnIndvClient.mine({}, { signal }),
    enabled: viewer !== '',
    staleTime: 0,
  });
}

/** GET sesn/:sesnId/draw (public): the commitment, and after the draw the seed, frozen entries and ranking. */
export function useDrawView(sesnId: number) {
  return useQuery({
    queryKey: fusnKeys.draw(sesnId),
    queryFn: ({ signal }) => fusnIndvClient.draw({ params: { sesnId } }, { signal, record: true }),
    enabled: sesnId > 0,
    retry: false,
  });
}

type TIndvAction = 'apply' | 'cancel' | 'accept' | 'decline';

/** POST apply / DELETE cancel / POST offer accept / decline of an INDV session; every fusion list is read again. */
export function useIndvAction() {
  const queryClient = useQueryClient();
  return useMutation({
    // apply and accept answer the application; cancel and decline only their success
    mutationFn: async ({ action, sesnId }: { action: TIndvAction; sesnId: number }): Promise<TFusnIndvAplyResponse | null> => {
      if (action === 'apply' || action === 'accept') return fusnIndvClient[action]({ params: { sesnId } });
      await fusnIndvClient[action]({ params: { sesnId } });
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fusnKeys.all }),
  });
}

/** GET aply/:aplyId/cert: the participation certificate (A4 PDF), issued on the first download. */
export async function downloadCert(aplyId: number, fileName: string): Promise<void> {
  saveDownload(await fusnAtndcClient.download('cert', { params: { aplyId } }), fileName);
}

/** GET aply/:aplyId/ical: the application's calendar file. */
export async function downloadAplyIcal(aplyId: number, fileName: string): Promise<void> {
  saveDownload(await fusnIndvClient.download('ical', { params: { aplyId } }), fileName);
}
