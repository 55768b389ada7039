import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { bannerAdminRoutes } from './banner.admin.routes.js';
import { bannerRoutes } from './banner.routes.js';

/** Banners: the admin page's API and the public list the home page's strip reads. */
export default async function bannerModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(bannerAdminRoutes);
  await app.register(bannerRoutes);
}
