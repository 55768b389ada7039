import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { portfloClient } from './portflo-client';
import { portfloKeys } from './portflo-keys';

/** GET stdnts: a teacher's school's classes of this school year and their students, to pick one. */
export function useStdnts(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: portfloKeys.stdnts(viewer),
    queryFn: ({ signal }) => portfloClient.stdnts({ query: {} }, { signal }),
    enabled,
  });
}
