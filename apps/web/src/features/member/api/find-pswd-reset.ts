import type { TFindPswdResetRequest, TResultResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /icec/api/login/findPswd/reset: the new password through the single-use token. */
export const resetFindPswd = (body: TFindPswdResetRequest) => api.post<TResultResponse>('/icec/api/login/findPswd/reset', { body });

export const useResetFindPswd = () => useMutation({ mutationFn: resetFindPswd });
