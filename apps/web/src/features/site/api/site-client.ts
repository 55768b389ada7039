import { menuPaths, sitePaths, type menuApi, type siteApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The site's texts and the user realm's menus (decision 014). */
export const siteClient = apiClient<typeof siteApi>(sitePaths);
export const menuClient = apiClient<typeof menuApi>(menuPaths);
