import type { TSchoolItem, TSchoolListQuery, TSchoolSave } from '@portal/contract';
import { createLegacyAdminResource } from '../../../components/admin/crud';

/** /api/schlInfoMng: the school page's calls (the import is import-schools.ts). */
export const schoolResource = createLegacyAdminResource<TSchoolItem, TSchoolSave, TSchoolListQuery>({ basePath: '/api/schlInfoMng' });
