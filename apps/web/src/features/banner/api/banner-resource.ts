import { bannerMngPaths, type bannerMngApi } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/banner: the banners' list, detail, add, edit and delete. */
export const bannerResource = createAdminResource<typeof bannerMngApi>(bannerMngPaths, 'bannerId');
