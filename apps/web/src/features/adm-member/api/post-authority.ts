import type { TAuthorityGrantRequest } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { api } from '../../../lib/api';
import { admMemberKeys } from './adm-member-keys';

/** POST /api/authority: one grant per chosen user for the date range (spec §5). */
export const postAuthority = (body: TAuthorityGrantRequest) => api.post<{ grantedCount: number }>('/api/authority', { body });

export const useGrantAuthority = () => useInvalidatingMutation(postAuthority, admMemberKeys.authority());
