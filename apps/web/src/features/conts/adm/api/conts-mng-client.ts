import { contsMngPaths, type contsMngApi } from '@portal/contract';
import { apiClient } from '../../../../lib/api';

/** /api/contents: the administrator's contents, their states and versions (admin `contents`, issue 20). */
export const contsMngClient = apiClient<typeof contsMngApi>(contsMngPaths);
