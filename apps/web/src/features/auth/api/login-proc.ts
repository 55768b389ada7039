import type { TLoginProcRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { authClient } from './auth-keys';

/** POST /icec/api/login/login-proc (spec §2 login): the next step and, when DONE, the login user info. */
export const loginProc = (body: TLoginProcRequest) => authClient.loginProc({ body });

export const useLoginProc = () => useMutation({ mutationFn: loginProc });
