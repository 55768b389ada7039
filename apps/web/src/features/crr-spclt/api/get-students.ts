import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { crrSpcltClient } from './crr-spclt-client';
import { crrSpcltKeys } from './crr-spclt-keys';

/** GET classes/:clsId: the class's students with their draft's byte count; no call before a class is picked. */
export function useCrrSpcltStudents(clsId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: crrSpcltKeys.students(viewer, clsId),
    queryFn: ({ signal }) => crrSpcltClient.students({ params: { clsId } }, { signal, record: true }),
    enabled: clsId > 0,
    retry: false,
  });
}
