import { inspPaths, type inspApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The career inspection calls of the public pages (decision 014). */
export const inspClient = apiClient<typeof inspApi>(inspPaths);
