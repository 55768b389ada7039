import { useInvalidatingMutation } from '../../../components/admin/crud';
import { api } from '../../../lib/api';
import { admMemberKeys } from './adm-member-keys';

/** DELETE /api/authority/:authrtGrantId: revokes one grant. */
export const deleteAuthority = (authrtGrantId: number) => api.delete<{ authrtGrantId: number }>(`/api/authority/${authrtGrantId}`);

export const useRevokeAuthority = () => useInvalidatingMutation(deleteAuthority, admMemberKeys.authority());
