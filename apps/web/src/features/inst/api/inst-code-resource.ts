import type { TInstCodeItem, TInstCodeListQuery, TInstCodeSave } from '@portal/contract';
import { createLegacyAdminResource } from '../../../components/admin/crud';

/** /api/instCode: the institution-code page's calls. */
export const instCodeResource = createLegacyAdminResource<TInstCodeItem, TInstCodeSave, TInstCodeListQuery>({ basePath: '/api/instCode' });
