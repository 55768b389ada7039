import { fusnAtndcPaths, type fusnAtndcApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The fusion activity calls of the members (issue 19, decision 014). */
export const fusnAtndcClient = apiClient<typeof fusnAtndcApi>(fusnAtndcPaths);
