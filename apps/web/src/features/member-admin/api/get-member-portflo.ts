import { useQuery } from '@tanstack/react-query';
import { loggedReadOptions, portfloMngClient, portfloMngKeys } from './portflo-mng-client';

/** GET /api/portflo/view/:userId: the student's portfolio (the sections the student hid come as null). */
export const useMemberPortflo = (userId: string) =>
  useQuery({
    queryKey: portfloMngKeys.view(userId),
    queryFn: ({ signal }) => portfloMngClient.view({ params: { userId } }, { signal, record: true }),
    ...loggedReadOptions,
  });
