import type { TResultResponse, TWithdrawRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /icec/api/myInfo/withdraw: withdrawal with the password; the session ends. */
export const withdraw = (body: TWithdrawRequest) => api.post<TResultResponse>('/icec/api/myInfo/withdraw', { body });

export const useWithdraw = () => useMutation({ mutationFn: withdraw });
