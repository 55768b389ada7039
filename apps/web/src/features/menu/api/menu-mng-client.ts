import { menuMngPaths, type menuMngApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The menu page's calls (decision 014). */
export const menuMngClient = apiClient<typeof menuMngApi>(menuMngPaths);
