import type { TSmnexhlCreate, TSmnexhlItem, TSmnexhlListQuery } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/**
 * /api/mnexhlMng/smnexhl: the small halls of one big hall. The save body is the create body;
 * an update ignores its bmnexhlId (a small hall stays in its big hall).
 */
export const smnexhlResource = createAdminResource<TSmnexhlItem, TSmnexhlCreate, TSmnexhlListQuery>({ basePath: '/api/mnexhlMng/smnexhl' });
