import { assistInstMngPaths, type assistInstMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/assistInst: the assist-institution page's calls. */
export const assistInstResource = createAdminResource<typeof assistInstMngApi>(assistInstMngPaths, 'assistInstId');
