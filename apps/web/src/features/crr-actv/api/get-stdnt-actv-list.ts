import type { TCrrActvStdntListQueryInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { crrActvClient } from './crr-actv-client';
import { crrActvKeys } from './crr-actv-keys';

/** GET /icec/api/crrActv/stdnt/:userId/list: one student's activities for their teacher or an administrator (403: the server's message). */
export function useStdntActvList(userId: string, query: TCrrActvStdntListQueryInput) {
  const viewer = useViewer();
  return useQuery({
    queryKey: crrActvKeys.stdntList(viewer, userId, query),
    queryFn: ({ signal }) => crrActvClient.stdntList({ params: { userId }, query }, { signal, record: true }),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
