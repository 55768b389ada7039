import type { TAdminLoginProcRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { adminLoginClient } from './auth-keys';

/** POST /api/login/login-proc: id, password and a one-time OTP code (spec §5 admin login). */
export const postAdminLogin = (body: TAdminLoginProcRequest) => adminLoginClient.loginProc({ body });

export const useAdminLogin = () => useMutation({ mutationFn: postAdminLogin });
