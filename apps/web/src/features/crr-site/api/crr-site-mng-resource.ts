import { crrSiteMngPaths, type crrSiteMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/crrSiteMng: the career sites page's calls (list with the last link-check result of each site). */
export const crrSiteMngResource = createAdminResource<typeof crrSiteMngApi>(crrSiteMngPaths, 'crrSiteId');
