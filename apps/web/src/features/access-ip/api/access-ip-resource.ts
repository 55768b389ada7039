import { accessIpMngPaths, type accessIpMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/accessIp (SUPER only): the allow-list's calls; its list also answers the caller's own address. */
export const accessIpResource = createAdminResource<typeof accessIpMngApi>(accessIpMngPaths, 'accessIpId');
