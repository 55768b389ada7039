import type { TMemberAction, TMemberActionResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admMemberKeys } from './adm-member-keys';

/** POST /api/member/:userId/{approve|lock|unlock|withdraw}. */
export const postMemberAction = ({ userId, action }: { userId: string; action: TMemberAction }) =>
  api.post<TMemberActionResponse>(`/api/member/${encodeURIComponent(userId)}/${action}`);

/** After a change the lists and the open detail are read again. */
export const useMemberAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMemberAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: admMemberKeys.members() }),
  });
};
