import { langDgnsPaths, type langDgnsApi } from '@portal/contract';
import { apiClient } from '../../../../lib/api';

/** /api/langDgns: the test bank's calls (admin), decision 014. */
export const langDgnsClient = apiClient<typeof langDgnsApi>(langDgnsPaths);
