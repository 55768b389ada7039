import { fusnIndvPaths, type fusnIndvApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The fusion activity calls of the members (issue 19, decision 014). */
export const fusnIndvClient = apiClient<typeof fusnIndvApi>(fusnIndvPaths);
