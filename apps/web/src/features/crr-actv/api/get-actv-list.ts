import type { TCrrActvListQueryInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { crrActvClient } from './crr-actv-client';
import { crrActvKeys } from './crr-actv-keys';

/** GET /icec/api/crrActv/list: one kind's activities the caller may read, newest first, 10 a page. */
export function useActvList(query: TCrrActvListQueryInput) {
  const viewer = useViewer();
  return useQuery({
    queryKey: crrActvKeys.list(viewer, query),
    queryFn: ({ signal }) => crrActvClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
