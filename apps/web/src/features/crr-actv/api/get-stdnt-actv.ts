import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { crrActvClient } from './crr-actv-client';
import { crrActvKeys } from './crr-actv-keys';

/** GET /icec/api/crrActv/stdnt/:userId/:crrActvId: one of a student's activities, read by their teacher (logged as a personal-data access). */
export function useStdntActv(userId: string, crrActvId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: crrActvKeys.stdntView(viewer, userId, crrActvId),
    queryFn: ({ signal }) => crrActvClient.stdntView({ params: { userId, crrActvId } }, { signal, record: true }),
    enabled: userId !== '' && crrActvId > 0,
    retry: false,
  });
}
