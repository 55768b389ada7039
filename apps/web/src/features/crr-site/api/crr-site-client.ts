import { crrSitePaths, type crrSiteApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The public career sites page's call (decision 014). */
export const crrSiteClient = apiClient<typeof crrSiteApi>(crrSitePaths);
