import type { TLoginProcResponse, TTrmsReAgreRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /icec/api/login/trmsReAgre: the agreements → the next login step. */
export const agreeTrms = (body: TTrmsReAgreRequest) => api.post<TLoginProcResponse>('/icec/api/login/trmsReAgre', { body });

export const useAgreeTrms = () => useMutation({ mutationFn: agreeTrms });
