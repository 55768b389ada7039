import { cmpnAplyMngPaths, cmpnPaths, type cmpnAplyMngApi, type cmpnApi } from '@portal/contract';
import { apiClient } from '../../../../lib/api';

/** The student's campaign calls (decision 014). */
export const cmpnClient = apiClient<typeof cmpnApi>(cmpnPaths);

/** The administrator's application calls (list, proof, approve, reject). */
export const cmpnAplyMngClient = apiClient<typeof cmpnAplyMngApi>(cmpnAplyMngPaths);
