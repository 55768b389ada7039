import { crrInfoMngPaths, type crrInfoMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/crrInfoMng: the job page's calls. */
export const crrInfoMngResource = createAdminResource<typeof crrInfoMngApi>(crrInfoMngPaths, 'jobCd');
