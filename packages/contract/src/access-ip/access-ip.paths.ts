import { adminCrudPaths } from '../common/api.js';

/** The access-IP allow-list page (spec §2 admin accessIp, SECURITY 14); schemas in access-ip.api.ts. */
export const accessIpMngPaths = adminCrudPaths('/api/accessIp', 'accessIpId');
