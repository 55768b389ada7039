import { menuPaths, popupPaths, type menuApi, type popupApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The popups showing on a page, and the user menus a popup may target (decision 014). */
export const popupClient = apiClient<typeof popupApi>(popupPaths);
export const menuClient = apiClient<typeof menuApi>(menuPaths);
