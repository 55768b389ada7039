import type { TAdminLoginProcRequest, TLoginProcResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiUrl } from './admin-api-url';

/** POST /api/login/login-proc: id, password and a one-time OTP code (spec §5 admin login). */
export const postAdminLogin = (body: TAdminLoginProcRequest) => api.post<TLoginProcResponse>(adminApiUrl('/api/login/login-proc'), { body });

export const useAdminLogin = () => useMutation({ mutationFn: postAdminLogin });
