import { useQuery } from '@tanstack/react-query';
import { loggedReadOptions, portfloMngClient, portfloMngKeys } from './portflo-mng-client';

/** GET /api/portflo/actv/:userId: every field of the student's activities by school year (administrators have no activity page). */
export const useMemberActv = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: portfloMngKeys.actv(userId),
    queryFn: ({ signal }) => portfloMngClient.actv({ params: { userId } }, { signal }),
    enabled,
    ...loggedReadOptions,
  });
