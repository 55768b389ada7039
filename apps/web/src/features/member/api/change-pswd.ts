import type { TLoginProcResponse, TPswdChgRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /icec/api/login/pswdChg: the forced or periodic password change → the next login step. */
export const changePswd = (body: TPswdChgRequest) => api.post<TLoginProcResponse>('/icec/api/login/pswdChg', { body });

export const useChangePswd = () => useMutation({ mutationFn: changePswd });
