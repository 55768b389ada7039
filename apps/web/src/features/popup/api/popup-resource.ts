import { popupMngPaths, type popupMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/popup: the user popups' list, detail, add, edit and delete. */
export const popupResource = createAdminResource<typeof popupMngApi>(popupMngPaths, 'popupId');
