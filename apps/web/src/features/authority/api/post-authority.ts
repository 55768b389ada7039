import type { TAuthorityGrantRequest } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { authorityClient, authorityKeys } from './authority-keys';

/** POST /api/authority: one grant per chosen user for the date range (spec §5). */
export const postAuthority = (body: TAuthorityGrantRequest) => authorityClient.grant({ body });

export const useGrantAuthority = () => useInvalidatingMutation(postAuthority, authorityKeys.authority());
