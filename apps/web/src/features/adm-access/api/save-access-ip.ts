import type { TAccessIpItem, TAccessIpSave } from '@portal/contract';
import { api } from '../../../lib/api';
import { admAccessKeys } from './adm-access-keys';
import { useInvalidatingMutation } from './use-invalidating-mutation';

export type TAccessIpSaveInput = TAccessIpSave & { accessIpId?: number };

/** POST /api/accessIp (a new entry) or PUT /api/accessIp/:accessIpId. */
export const saveAccessIp = ({ accessIpId, ...body }: TAccessIpSaveInput) =>
  accessIpId === undefined
    ? api.post<TAccessIpItem>('/api/accessIp', { body })
    : api.put<TAccessIpItem>(`/api/accessIp/${accessIpId}`, { body });

export const useSaveAccessIp = () => useInvalidatingMutation(saveAccessIp, admAccessKeys.accessIps());
