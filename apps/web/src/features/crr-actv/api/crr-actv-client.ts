import { crrActvPaths, type crrActvApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The career activity calls (issue 18, decision 014). */
export const crrActvClient = apiClient<typeof crrActvApi>(crrActvPaths);
