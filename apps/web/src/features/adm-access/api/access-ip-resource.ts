import type { TAccessIpItem, TAccessIpListQuery, TAccessIpListResponse, TAccessIpSave } from '@portal/contract';
import { createLegacyAdminResource } from '../../../components/admin/crud';

/** /api/accessIp (SUPER only): the allow-list's calls; its list also answers the caller's own address. */
export const accessIpResource = createLegacyAdminResource<TAccessIpItem, TAccessIpSave, TAccessIpListQuery, TAccessIpListResponse>({
  basePath: '/api/accessIp',
});
