import { assistInstPaths, instCodeMngPaths, schoolMngPaths, type assistInstApi, type instCodeMngApi, type schoolMngApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The institution calls besides the admin CRUD resources (decision 014): public list, code options, school import. */
export const assistInstClient = apiClient<typeof assistInstApi>(assistInstPaths);
export const instCodeMngClient = apiClient<typeof instCodeMngApi>(instCodeMngPaths);
export const schoolMngClient = apiClient<typeof schoolMngApi>(schoolMngPaths);
