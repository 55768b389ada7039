import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admMemberKeys } from './adm-member-keys';

/** DELETE /api/authority/:authrtGrantId: revokes one grant. */
export const deleteAuthority = (authrtGrantId: number) => api.delete<{ authrtGrantId: number }>(`/api/authority/${authrtGrantId}`);

export const useRevokeAuthority = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAuthority, onSuccess: () => queryClient.invalidateQueries({ queryKey: admMemberKeys.authority() }) });
};
