import { memberAdminPaths, type memberAdminApi, type TMemberListQuery } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The member admin pages' calls (decision 014). */
export const memberAdminClient = apiClient<typeof memberAdminApi>(memberAdminPaths);

/** Query keys of the member admin pages. */
export const memberAdminKeys = {
  members: () => ['admMember', 'members'] as const,
  memberList: (acntTypeCd: string | undefined, query: Partial<TMemberListQuery>) => [...memberAdminKeys.members(), 'list', acntTypeCd ?? '', query] as const,
  memberDetail: (userId: string) => [...memberAdminKeys.members(), 'detail', userId] as const,
};
