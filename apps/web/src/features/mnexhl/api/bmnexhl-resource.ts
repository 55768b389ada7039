import { bmnexhlMngPaths, type bmnexhlMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/mnexhlMng/bmnexhl: the big halls of admin mnexhlMng. */
export const bmnexhlResource = createAdminResource<typeof bmnexhlMngApi>(bmnexhlMngPaths, 'bmnexhlId');

/** GET /api/mnexhlMng/bmnexhl/:bmnexhlId: the item with its attachments (list rows carry none); the resource's key, so saves refresh it. */
export const useBmnexhlDetail = (bmnexhlId: number | undefined) => bmnexhlResource.useItem(bmnexhlId);
