import type { TBannerItem, TBannerListQuery, TBannerSave } from '@portal/contract';
import { createAdminResource } from '../../../components/admin/crud';

/** /api/banner: the banners' list, detail, add, edit and delete. */
export const bannerResource = createAdminResource<TBannerItem, TBannerSave, TBannerListQuery>({ basePath: '/api/banner' });
