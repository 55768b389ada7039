import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { adminImageOwner, registerDemoImages, registerFileOwner } from '../files/index.js';
import { bannerAdminRoutes } from './banner.admin.routes.js';
import { attachBannerDemoImages } from './banner.demo-images.js';
import { isBannerShowing } from './banner.repo.js';
import { bannerRoutes } from './banner.routes.js';

/** Banners: the admin page's API and the public list the home page's strip reads. */
export default async function bannerModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // administrators upload a banner's image; anyone sees it while the banner shows (SECURITY 8, 15)
  registerFileOwner('banner', adminImageOwner(isBannerShowing));
  registerDemoImages('banner', attachBannerDemoImages);
  await app.register(bannerAdminRoutes);
  await app.register(bannerRoutes);
}
