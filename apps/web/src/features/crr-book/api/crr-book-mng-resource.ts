import { crrBookMngPaths, type crrBookMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/crrBookMng: the career book page's calls. */
export const crrBookMngResource = createAdminResource<typeof crrBookMngApi>(crrBookMngPaths, 'crrBookId');
