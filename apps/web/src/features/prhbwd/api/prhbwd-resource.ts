import type { TPrhbwdItem, TPrhbwdListQuery, TPrhbwdSave } from '@portal/contract';
import { createLegacyAdminResource } from '../../../components/admin/crud';

/** /api/prhbwdMng: the prohibited words' list, detail, add, edit and delete. */
export const prhbwdResource = createLegacyAdminResource<TPrhbwdItem, TPrhbwdSave, TPrhbwdListQuery>({ basePath: '/api/prhbwdMng' });
