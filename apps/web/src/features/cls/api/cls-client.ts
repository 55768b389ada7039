import { clsInfoPaths, schlInfoPaths, tchrDsgnPaths, type clsInfoApi, type schlInfoApi, type tchrDsgnApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** A teacher's school: the school, its classes and teachers, the request to join, approving teachers (decision 014). */
export const schlInfoClient = apiClient<typeof schlInfoApi>(schlInfoPaths);

/** The career teacher's designations: homeroom teachers, reservation managers, career teachers. */
export const tchrDsgnClient = apiClient<typeof tchrDsgnApi>(tchrDsgnPaths);

/** Classes, rosters, approving and moving students, promotion. */
export const clsInfoClient = apiClient<typeof clsInfoApi>(clsInfoPaths);
