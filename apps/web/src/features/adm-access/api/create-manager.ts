import type { TManagerCreate } from '@portal/contract';
import { api } from '../../../lib/api';
import { admAccessKeys } from './adm-access-keys';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/** POST /api/manager: a new administrator (active at once; enrols OTP at the first login). */
export const createManager = (body: TManagerCreate) => api.post<{ userId: string }>('/api/manager', { body });

export const useCreateManager = () => useInvalidatingMutation(createManager, admAccessKeys.managers());
