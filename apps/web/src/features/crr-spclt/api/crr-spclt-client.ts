import { crrSpcltPaths, type crrSpcltApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The career remarks calls (decision 014): classes, a class's students, a student's sources, save, export. */
export const crrSpcltClient = apiClient<typeof crrSpcltApi>(crrSpcltPaths);
