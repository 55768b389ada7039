import { smnexhlMngPaths, type smnexhlMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/**
 * /api/mnexhlMng/smnexhl: the small halls of one big hall. The save body is the create body;
 * an update ignores its bmnexhlId (a small hall stays in its big hall).
 */
export const smnexhlResource = createAdminResource<typeof smnexhlMngApi>(smnexhlMngPaths, 'smnexhlId');

/** GET /api/mnexhlMng/smnexhl/:smnexhlId: the item with its attachments; the resource's key, so saves refresh it. */
export const useSmnexhlDetail = (smnexhlId: number | undefined) => smnexhlResource.useItem(smnexhlId);
