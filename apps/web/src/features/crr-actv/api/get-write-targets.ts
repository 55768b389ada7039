import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { crrActvClient } from './crr-actv-client';
import { crrActvKeys } from './crr-actv-keys';

/** GET /icec/api/crrActv/writeTargets: the school's name and, for a teacher, the classes of this year they may record for, with their students. */
export function useWriteTargets(enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: crrActvKeys.writeTargets(viewer),
    queryFn: ({ signal }) => crrActvClient.writeTargets({}, { signal }),
    enabled: enabled && viewer !== '',
    staleTime: 60_000,
  });
}
