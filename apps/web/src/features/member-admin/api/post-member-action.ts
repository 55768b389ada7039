import type { TMemberAction } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { memberAdminClient, memberAdminKeys } from './member-admin-keys';

/** POST /api/member/:userId/{approve|lock|unlock|withdraw}. */
export const postMemberAction = ({ userId, action }: { userId: string; action: TMemberAction }) => memberAdminClient[action]({ params: { userId } });

/** After a change the lists and the open detail are read again. */
export const useMemberAction = () => useInvalidatingMutation(postMemberAction, memberAdminKeys.members());
