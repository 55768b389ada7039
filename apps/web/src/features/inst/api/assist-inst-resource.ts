import type { TAssistInstItem, TAssistInstListQuery, TAssistInstSave } from '@portal/contract';
import { createLegacyAdminResource } from '../../../components/admin/crud';

/** /api/assistInst: the assist-institution page's calls. */
export const assistInstResource = createLegacyAdminResource<TAssistInstItem, TAssistInstSave, TAssistInstListQuery>({ basePath: '/api/assistInst' });
