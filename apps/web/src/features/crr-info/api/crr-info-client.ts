import { crrInfoPaths, type crrInfoApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The public career information calls (decision 014). */
export const crrInfoClient = apiClient<typeof crrInfoApi>(crrInfoPaths);
