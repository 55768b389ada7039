import { useInvalidatingMutation } from '../../../components/admin/crud';
import { authorityClient, authorityKeys } from './authority-keys';

/** DELETE /api/authority/:authrtGrantId: revokes one grant. */
export const deleteAuthority = (authrtGrantId: number) => authorityClient.revoke({ params: { authrtGrantId } });

export const useRevokeAuthority = () => useInvalidatingMutation(deleteAuthority, authorityKeys.authority());
