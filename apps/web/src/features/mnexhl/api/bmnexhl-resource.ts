import type { TBmnexhlItem, TBmnexhlListQuery, TBmnexhlSave } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/mnexhlMng/bmnexhl: the big halls of admin mnexhlMng. */
export const bmnexhlResource = createAdminResource<TBmnexhlItem, TBmnexhlSave, TBmnexhlListQuery>({ basePath: '/api/mnexhlMng/bmnexhl' });
