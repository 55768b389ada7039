import type { TLoginProcRequest, TLoginProcResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /icec/api/login/login-proc (spec §2 login): the next step and, when DONE, the login user info. */
export const loginProc = (body: TLoginProcRequest) => api.post<TLoginProcResponse>('/icec/api/login/login-proc', { body });

export const useLoginProc = () => useMutation({ mutationFn: loginProc });
