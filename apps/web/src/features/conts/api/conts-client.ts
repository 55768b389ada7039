import { contsPaths, type contsApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The public contents library's calls (decision 014). */
export const contsClient = apiClient<typeof contsApi>(contsPaths);
