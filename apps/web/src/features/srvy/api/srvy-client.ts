import { srvyMngPaths, type srvyMngApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** /api/srvy: the survey management calls (admin builder, preview). */
export const srvyMngClient = apiClient<typeof srvyMngApi>(srvyMngPaths);
