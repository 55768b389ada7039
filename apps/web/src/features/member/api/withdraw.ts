import type { TWithdrawRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { myInfoClient } from './member-keys';

/** POST /icec/api/myInfo/withdraw: withdrawal with the password; the session ends. */
export const withdraw = (body: TWithdrawRequest) => myInfoClient.withdraw({ body });

export const useWithdraw = () => useMutation({ mutationFn: withdraw });
