import { crrRcmdtnPaths, type crrRcmdtnApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The recommendation call (decision 014). */
export const crrRcmdtnClient = apiClient<typeof crrRcmdtnApi>(crrRcmdtnPaths);
