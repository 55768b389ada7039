import type { TAuthorityGrantRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admMemberKeys } from './adm-member-keys';

/** POST /api/authority: one grant per chosen user for the date range (spec §5). */
export const postAuthority = (body: TAuthorityGrantRequest) => api.post<{ grantedCount: number }>('/api/authority', { body });

export const useGrantAuthority = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postAuthority, onSuccess: () => queryClient.invalidateQueries({ queryKey: admMemberKeys.authority() }) });
};
