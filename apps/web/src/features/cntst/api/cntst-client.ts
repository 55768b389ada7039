import { cntstPaths, type cntstApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The public contest calls (decision 014): list, contest, results, entries and my entries. */
export const cntstClient = apiClient<typeof cntstApi>(cntstPaths);
