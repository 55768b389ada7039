import type { TBoardItem, TBoardListQuery, TBoardSave } from '@portal/contract';
import { createLegacyAdminResource } from '../../../components/admin/crud';

/** /api/boardMng: the boards' list, detail, add, edit and delete. */
export const boardMngResource = createLegacyAdminResource<TBoardItem, TBoardSave, TBoardListQuery>({ basePath: '/api/boardMng' });
