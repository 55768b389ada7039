import { schoolMngPaths, type schoolMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/schlInfoMng: the school page's calls (the import is import-schools.ts). */
export const schoolResource = createAdminResource<typeof schoolMngApi>(schoolMngPaths, 'schlId');
