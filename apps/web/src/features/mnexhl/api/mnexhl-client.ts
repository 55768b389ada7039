import { mnexhlPaths, type mnexhlApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The public hall pages' calls (decision 014). */
export const mnexhlClient = apiClient<typeof mnexhlApi>(mnexhlPaths);
