import type { TBannerItem, TBannerListQuery, TBannerSave } from '@portal/contract';
import { createLegacyAdminResource } from '../../../components/admin/crud';

/** /api/banner: the banners' list, detail, add, edit and delete. */
export const bannerResource = createLegacyAdminResource<TBannerItem, TBannerSave, TBannerListQuery>({ basePath: '/api/banner' });
