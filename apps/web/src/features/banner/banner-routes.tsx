import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admBannerRoutes: RouteObject[] = [{ path: 'banner', lazy: async () => ({ Component: (await import('./routes/banner-page')).BannerPage }) }];
