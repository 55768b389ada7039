import { srvyRsltPaths, type srvyRsltApi } from '@portal/contract';
import { apiClient } from '../../../../lib/api';

/** /api/srvy/:srvyId/rslt...: a survey's results (admin; decision 014). */
export const srvyRsltClient = apiClient<typeof srvyRsltApi>(srvyRsltPaths);
