import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { crrActvClient } from './crr-actv-client';
import { crrActvKeys } from './crr-actv-keys';

/** GET /icec/api/crrActv/:crrActvId: one activity (404: the not-found page; 403: the server's message); no call for an id that is none. */
export function useActv(crrActvId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: crrActvKeys.view(viewer, crrActvId),
    queryFn: ({ signal }) => crrActvClient.view({ params: { crrActvId } }, { signal, record: true }),
    enabled: crrActvId > 0,
    retry: false,
  });
}
