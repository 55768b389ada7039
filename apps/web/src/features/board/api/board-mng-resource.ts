import { boardMngPaths, type boardMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/boardMng: the boards' list, detail, add, edit and delete. */
export const boardMngResource = createAdminResource<typeof boardMngApi>(boardMngPaths, 'boardId');
