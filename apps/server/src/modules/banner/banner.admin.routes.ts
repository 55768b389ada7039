import { bannerMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createBanner, deleteBannerEntry, getBanner, listBanners, updateBannerEntry } from './banner.service.js';

const admin = { config: { access: 'admin' } } as const;

/** admin banner (spec §2): period, order, image with alternative text, link. */
export async function bannerAdminRoutes(app: FastifyInstance) {
  serveApi(app, bannerMngApi, 'list', admin, (request) => listBanners(app.db, adminOf(request), request.query));
  serveApi(app, bannerMngApi, 'item', admin, (request) => getBanner(app.db, adminOf(request), request.params.bannerId));
  serveApi(app, bannerMngApi, 'create', admin, (request) => createBanner(app.db, adminOf(request), request.body));
  serveApi(app, bannerMngApi, 'update', admin, (request) => updateBannerEntry(app.db, adminOf(request), request.params.bannerId, request.body));
  serveApi(app, bannerMngApi, 'remove', admin, (request) => deleteBannerEntry(app.db, adminOf(request), request.params.bannerId));
}
