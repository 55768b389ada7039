import { crrBookPaths, type crrBookApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The public career book calls (decision 014). */
export const crrBookClient = apiClient<typeof crrBookApi>(crrBookPaths);
