import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { crrSpcltClient } from './crr-spclt-client';
import { crrSpcltKeys } from './crr-spclt-keys';

/** GET classes/:clsId/students/:userId: the draft, its sources and the suggested sentences. */
export function useCrrSpcltSource(clsId: number, userId: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: crrSpcltKeys.source(viewer, clsId, userId),
    queryFn: ({ signal }) => crrSpcltClient.source({ params: { clsId, userId } }, { signal, record: true }),
    enabled: clsId > 0 && userId !== '',
    retry: false,
  });
}
