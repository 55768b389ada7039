import { srvyMngPaths, srvyPaths, type srvyApi, type srvyMngApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The survey calls of the public pages (answering; decision 014). */
export const srvyClient = apiClient<typeof srvyApi>(srvyPaths);

/** /api/srvy: the survey management calls (admin builder, preview). */
export const srvyMngClient = apiClient<typeof srvyMngApi>(srvyMngPaths);
