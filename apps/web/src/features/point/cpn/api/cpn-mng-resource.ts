import { dayBsdCpnMngPaths, type dayBsdCpnMngApi } from '@portal/contract';
import { createAdminResource } from '../../../../components/admin/crud';

/** /api/dayBsdCpnMng: the coupon days of the CRUD shell. */
export const cpnMngResource = createAdminResource<typeof dayBsdCpnMngApi>(dayBsdCpnMngPaths, 'cpnId');
