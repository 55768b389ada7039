import type { TManagerCreate } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { api } from '../../../lib/api';
import { admAccessKeys } from './adm-access-keys';

/** POST /api/manager: a new administrator (active at once; enrols OTP at the first login). */
export const createManager = (body: TManagerCreate) => api.post<{ userId: string }>('/api/manager', { body });

export const useCreateManager = () => useInvalidatingMutation(createManager, admAccessKeys.managers());
