import type { TManagerRole } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { managerClient, managerKeys } from './manager-keys';

export type TManagerAction = 'role' | 'approve' | 'lock' | 'unlock' | 'otp-reset' | 'delete';

/** PUT /api/manager/:userId/role; POST .../approve, lock, unlock, otp-reset; DELETE /api/manager/:userId. */
export function runManagerAction({ userId, action, body }: { userId: string; action: TManagerAction; body?: TManagerRole }) {
  const params = { userId };
  switch (action) {
    case 'delete':
      return managerClient.remove({ params });
    case 'otp-reset':
      return managerClient.otpReset({ params });
    case 'lock':
    case 'unlock':
      return managerClient[action]({ params });
    case 'role':
    case 'approve':
      // the page sends the role with these two actions
      return managerClient[action]({ params, body: body! });
  }
}

export const useManagerAction = () => useInvalidatingMutation(runManagerAction, managerKeys.managers());
