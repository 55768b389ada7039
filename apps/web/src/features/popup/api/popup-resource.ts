import type { TPopupItem, TPopupListQuery, TPopupSave } from '@portal/contract';
import { createLegacyAdminResource } from '../../../components/admin/crud';

/** /api/popup: the user popups' list, detail, add, edit and delete. */
export const popupResource = createLegacyAdminResource<TPopupItem, TPopupSave, TPopupListQuery>({ basePath: '/api/popup' });
