import { cpnPaths, cpnResultPaths, dayBsdCpnDrawPaths, type cpnApi, type cpnResultApi, type dayBsdCpnDrawApi } from '@portal/contract';
import { apiClient } from '../../../../lib/api';

/** The students' coupon calls, the public results and the administrator's draw calls (decision 014). */
export const cpnClient = apiClient<typeof cpnApi>(cpnPaths);
export const cpnResultClient = apiClient<typeof cpnResultApi>(cpnResultPaths);
export const cpnDrawClient = apiClient<typeof dayBsdCpnDrawApi>(dayBsdCpnDrawPaths);
