import { bannerApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { listShowingBanners } from './banner.service.js';

/** The banners of /main (MAIN) and the lower pages (SUB) showing now, for every visitor. */
export async function bannerRoutes(app: FastifyInstance) {
  serveApi(app, bannerApi, 'list', { config: { access: 'public' } }, (request) => listShowingBanners(app.db, request.query.bannerSeCd));
}
