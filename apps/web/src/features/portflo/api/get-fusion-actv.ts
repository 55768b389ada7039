import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { portfloClient } from './portflo-client';
import { portfloKeys } from './portflo-keys';

/** GET fusionActv/:userId: the student's fusion activities, 10 a page (spec §9). */
export function useFusionActv(userId: string, currentPage: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: portfloKeys.fusion(viewer, userId, currentPage),
    queryFn: ({ signal }) => portfloClient.fusionActv({ params: { userId }, query: { currentPage } }, { signal, record: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
