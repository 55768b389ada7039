import { crrSiteMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createCrrSite, deleteCrrSiteEntry, getCrrSite, listCrrSites, type TCrrSiteDeps, updateCrrSiteEntry } from './crr-site.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The career sites page's API (spec §2 admin crrSiteMng); any administrator. */
export async function crrSiteAdminRoutes(app: FastifyInstance, { deps }: { deps: TCrrSiteDeps }) {
  serveApi(app, crrSiteMngApi, 'list', admin, (request) => listCrrSites(deps, adminOf(request), request.query));
  serveApi(app, crrSiteMngApi, 'item', admin, (request) => getCrrSite(deps, adminOf(request), request.params.crrSiteId));
  serveApi(app, crrSiteMngApi, 'create', admin, (request) => createCrrSite(deps, adminOf(request), request.body));
  serveApi(app, crrSiteMngApi, 'update', admin, (request) => updateCrrSiteEntry(deps, adminOf(request), request.params.crrSiteId, request.body));
  serveApi(app, crrSiteMngApi, 'remove', admin, (request) => deleteCrrSiteEntry(deps, adminOf(request), request.params.crrSiteId));
}
