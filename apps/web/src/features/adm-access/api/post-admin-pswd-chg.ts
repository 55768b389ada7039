import type { TLoginProcResponse, TPswdChgRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminApiUrl } from './admin-api-url';

/** POST /api/login/pswdChg: the administrator's first login after another administrator set the password. */
export const postAdminPswdChg = (body: TPswdChgRequest) => api.post<TLoginProcResponse>(adminApiUrl('/api/login/pswdChg'), { body });

export const useAdminPswdChg = () => useMutation({ mutationFn: postAdminPswdChg });
