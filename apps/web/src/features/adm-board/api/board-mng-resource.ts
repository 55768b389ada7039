import type { TBoardItem, TBoardListQuery, TBoardSave } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/boardMng: the boards' list, detail, add, edit and delete. */
export const boardMngResource = createAdminResource<TBoardItem, TBoardSave, TBoardListQuery>({ basePath: '/api/boardMng' });
