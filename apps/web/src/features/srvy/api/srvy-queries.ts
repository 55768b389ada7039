import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { srvyClient, srvyKeys } from '../../../components/srvy-answering';

/** GET list: the open surveys (a page of them) with their periods and whether the caller has answered. */
export function useSrvyList(currentPage: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: srvyKeys.list(viewer, currentPage),
    queryFn: ({ signal }) => srvyClient.list({ query: { currentPage } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
