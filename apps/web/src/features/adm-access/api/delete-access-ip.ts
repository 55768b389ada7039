import { api } from '../../../lib/api';
import { admAccessKeys } from './adm-access-keys';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/** DELETE /api/accessIp/:accessIpId. */
export const deleteAccessIp = (accessIpId: number) => api.delete<{ result: 'SUCCESS' }>(`/api/accessIp/${accessIpId}`);

export const useDeleteAccessIp = () => useInvalidatingMutation(deleteAccessIp, admAccessKeys.accessIps());
