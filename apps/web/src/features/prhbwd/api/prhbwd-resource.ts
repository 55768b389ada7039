import { prhbwdMngPaths, type prhbwdMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/prhbwdMng: the prohibited words' list, detail, add, edit and delete. */
export const prhbwdResource = createAdminResource<typeof prhbwdMngApi>(prhbwdMngPaths, 'prhbwdId');
