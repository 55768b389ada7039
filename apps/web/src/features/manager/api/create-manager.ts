import type { TManagerCreate } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { managerClient, managerKeys } from './manager-keys';

/** POST /api/manager: a new administrator (active at once; enrols OTP at the first login). */
export const createManager = (body: TManagerCreate) => managerClient.create({ body });

export const useCreateManager = () => useInvalidatingMutation(createManager, managerKeys.managers());
