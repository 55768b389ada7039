import { instCodeMngPaths, type instCodeMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/instCode: the institution-code page's calls (the select options are get-inst-code-options.ts). */
export const instCodeResource = createAdminResource<typeof instCodeMngApi>(instCodeMngPaths, 'instCodeId');
