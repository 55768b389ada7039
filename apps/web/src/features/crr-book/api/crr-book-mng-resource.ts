import type { TCrrBookItem, TCrrBookListQuery, TCrrBookSave } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/crrBookMng: the career book page's calls. */
export const crrBookMngResource = createAdminResource<TCrrBookItem, TCrrBookSave, TCrrBookListQuery>({ basePath: '/api/crrBookMng' });
