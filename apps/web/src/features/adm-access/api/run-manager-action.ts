import type { TManagerRole } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { api } from '../../../lib/api';
import { admAccessKeys } from './adm-access-keys';

export type TManagerAction = 'role' | 'approve' | 'lock' | 'unlock' | 'otp-reset' | 'delete';

/** PUT /api/manager/:userId/role; POST .../approve, lock, unlock, otp-reset; DELETE /api/manager/:userId. */
export function runManagerAction({ userId, action, body }: { userId: string; action: TManagerAction; body?: TManagerRole }) {
  const url = `/api/manager/${encodeURIComponent(userId)}`;
  if (action === 'delete') return api.delete<{ result: 'SUCCESS' }>(url);
  if (action === 'role') return api.put<{ result: 'SUCCESS' }>(`${url}/role`, { body });
  return api.post<{ result: 'SUCCESS' }>(`${url}/${action}`, { body });
}

export const useManagerAction = () => useInvalidatingMutation(runManagerAction, admAccessKeys.managers());
