import { useQuery } from '@tanstack/react-query';
import { memberAdminClient, memberAdminKeys } from './member-admin-keys';

/** GET /api/member/:userId: the full record. Every call writes a VIEW row to the access log (SECURITY 17). */
export const getMemberDetail = (userId: string, signal?: AbortSignal) => memberAdminClient.detail({ params: { userId } }, { signal });

/** Fetched once per opening (no background refetch: each fetch is a logged view); dropped when closed. */
export const useMemberDetail = (userId: string | null) =>
  useQuery({
    queryKey: memberAdminKeys.memberDetail(userId ?? ''),
    queryFn: ({ signal }) => getMemberDetail(userId ?? '', signal),
    enabled: Boolean(userId),
    staleTime: Infinity,
    gcTime: 0,
  });
