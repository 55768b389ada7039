import type { TCrrSiteItem, TCrrSiteListQuery, TCrrSiteSave } from '@portal/contract';
import { createLegacyAdminResource } from '../../../components/admin/crud';

/** /api/crrSiteMng: the career sites page's calls (list with the last link-check result of each site). */
export const crrSiteMngResource = createLegacyAdminResource<TCrrSiteItem, TCrrSiteSave, TCrrSiteListQuery>({ basePath: '/api/crrSiteMng' });
