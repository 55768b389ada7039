import type { TMemberAction, TMemberActionResponse } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { api } from '../../../lib/api';
import { admMemberKeys } from './adm-member-keys';

/** POST /api/member/:userId/{approve|lock|unlock|withdraw}. */
export const postMemberAction = ({ userId, action }: { userId: string; action: TMemberAction }) =>
  api.post<TMemberActionResponse>(`/api/member/${encodeURIComponent(userId)}/${action}`);

/** After a change the lists and the open detail are read again. */
export const useMemberAction = () => useInvalidatingMutation(postMemberAction, admMemberKeys.members());
