import { mbrMngPaths, stdntEblcUldPaths, type mbrMngApi, type stdntEblcUldApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** Bulk registration of a class's students (decision 014): template, check, register. */
export const stdntEblcClient = apiClient<typeof stdntEblcUldApi>(stdntEblcUldPaths);

/** The teachers' member management: their classes, their students, detail, temporary password, lock, unlock. */
export const mbrMngClient = apiClient<typeof mbrMngApi>(mbrMngPaths);
