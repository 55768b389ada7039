import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { portfloClient } from './portflo-client';
import { portfloKeys } from './portflo-keys';

/** GET hstry/:userId?: the career history by school year ('' : the caller's own); no call while none is picked. */
export function useHstry(userId: string, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: portfloKeys.hstry(viewer, userId),
    queryFn: ({ signal }) => portfloClient.hstry({ params: { userId: userId || undefined } }, { signal, record: true }),
    enabled,
    retry: false,
  });
}
