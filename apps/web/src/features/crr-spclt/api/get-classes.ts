import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { crrSpcltClient } from './crr-spclt-client';
import { crrSpcltKeys } from './crr-spclt-keys';

/** GET classes: the classes of this school year the teacher may write remarks for, with the byte limit. */
export function useCrrSpcltClasses() {
  const viewer = useViewer();
  return useQuery({ queryKey: crrSpcltKeys.classes(viewer), queryFn: ({ signal }) => crrSpcltClient.classes({ query: {} }, { signal }) });
}
