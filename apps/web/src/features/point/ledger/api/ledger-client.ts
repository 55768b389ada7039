import { pointMngPaths, pointPaths, type pointApi, type pointMngApi } from '@portal/contract';
import { apiClient } from '../../../../lib/api';

/** The student's point calls (spec §7 myPoint, the history), decision 014. */
export const pointClient = apiClient<typeof pointApi>(pointPaths);

/** cmpnPointMng: the holders, their ledgers and corrections, the rules per type. */
export const pointMngClient = apiClient<typeof pointMngApi>(pointMngPaths);
