import { useQuery } from '@tanstack/react-query';
import { loggedReadOptions, portfloMngClient, portfloMngKeys } from './portflo-mng-client';

/** GET /api/portflo/hstry/:userId: the student's career history by school year. */
export const useMemberHstry = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: portfloMngKeys.hstry(userId),
    queryFn: ({ signal }) => portfloMngClient.hstry({ params: { userId } }, { signal }),
    enabled,
    ...loggedReadOptions,
  });
