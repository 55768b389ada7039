import type { TCrrSiteItem, TCrrSiteListQuery, TCrrSiteSave } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/crrSiteMng: the career sites page's calls (list with the last link-check result of each site). */
export const crrSiteMngResource = createAdminResource<TCrrSiteItem, TCrrSiteSave, TCrrSiteListQuery>({ basePath: '/api/crrSiteMng' });
