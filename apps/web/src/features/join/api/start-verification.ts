import type { TIdntfStartRequest, TIdntfStartResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** POST /icec/api/idntf/start: a new verification of this browser and where the provider window is. */
export const startVerification = (body: TIdntfStartRequest) => api.post<TIdntfStartResponse>('/icec/api/idntf/start', { body });
