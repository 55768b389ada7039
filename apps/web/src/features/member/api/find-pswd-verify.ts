import type { TFindPswdVerifyRequest, TFindPswdVerifyResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /icec/api/login/findPswd/verify: the typed id against the FIND_PSWD verification → a reset token. */
export const verifyFindPswd = (body: TFindPswdVerifyRequest) => api.post<TFindPswdVerifyResponse>('/icec/api/login/findPswd/verify', { body });

export const useVerifyFindPswd = () => useMutation({ mutationFn: verifyFindPswd });
