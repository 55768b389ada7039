import type { TInstCodeItem, TInstCodeListQuery, TInstCodeSave } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/instCode: the institution-code page's calls. */
export const instCodeResource = createAdminResource<TInstCodeItem, TInstCodeSave, TInstCodeListQuery>({ basePath: '/api/instCode' });
