import { bannerPaths, type bannerApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The banners showing now (decision 014). */
export const bannerClient = apiClient<typeof bannerApi>(bannerPaths);
