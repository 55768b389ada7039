import { prhbwdMngPaths, type prhbwdMngApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The prohibited words page's calls besides the CRUD resource (decision 014): bulk add and the test tool. */
export const prhbwdMngClient = apiClient<typeof prhbwdMngApi>(prhbwdMngPaths);
