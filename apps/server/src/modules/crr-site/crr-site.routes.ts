import { crrSiteApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { listPublicCrrSites, type TCrrSiteDeps } from './crr-site.service.js';

/** /infoGd/crrSite's data: public (spec §6 /infoGd is a public prefix). */
export async function crrSitePublicRoutes(app: FastifyInstance, { deps }: { deps: TCrrSiteDeps }) {
  serveApi(app, crrSiteApi, 'list', { config: { access: 'public' } }, (request) => listPublicCrrSites(deps, request.query));
}
