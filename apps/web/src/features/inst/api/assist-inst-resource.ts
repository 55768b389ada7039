import type { TAssistInstItem, TAssistInstListQuery, TAssistInstSave } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/assistInst: the assist-institution page's calls. */
export const assistInstResource = createAdminResource<TAssistInstItem, TAssistInstSave, TAssistInstListQuery>({ basePath: '/api/assistInst' });
