import { eduIntdcnMngPaths, eduIntdcnPaths, mnexhlPaths, type eduIntdcnApi, type eduIntdcnMngApi, type mnexhlApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The introduction pages' calls, public and admin, and the halls the floor guide places (decision 014). */
export const eduIntdcnClient = apiClient<typeof eduIntdcnApi>(eduIntdcnPaths);
export const eduIntdcnMngClient = apiClient<typeof eduIntdcnMngApi>(eduIntdcnMngPaths);
export const mnexhlClient = apiClient<typeof mnexhlApi>(mnexhlPaths);
