import { fusnPrgrmPaths, type fusnPrgrmApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The fusion activity calls of the members (issue 19, decision 014). */
export const fusnPrgrmClient = apiClient<typeof fusnPrgrmApi>(fusnPrgrmPaths);
