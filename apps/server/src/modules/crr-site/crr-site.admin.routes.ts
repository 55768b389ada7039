import { ZCrrSiteItem, ZCrrSiteListQuery, ZCrrSiteListResponse, ZCrrSiteParams, ZCrrSiteSave, ZResultResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { createCrrSite, deleteCrrSiteEntry, getCrrSite, listCrrSites, type TCrrSiteDeps, updateCrrSiteEntry } from './crr-site.service.js';

const admin = { access: 'admin' } as const;

/** The career sites page's API (spec §2 admin crrSiteMng); any administrator. */
export const crrSiteAdminRoutes: FastifyPluginAsyncZod<{ deps: TCrrSiteDeps }> = async (app, { deps }) => {
  app.get(
    '/api/crrSiteMng/list',
    { config: admin, schema: { querystring: ZCrrSiteListQuery, response: { 200: ZCrrSiteListResponse } } },
    async (request) => listCrrSites(deps, actorOf(request), request.query),
  );

  app.get(
    '/api/crrSiteMng/:crrSiteId',
    { config: admin, schema: { params: ZCrrSiteParams, response: { 200: ZCrrSiteItem } } },
    async (request) => getCrrSite(deps, actorOf(request), request.params.crrSiteId),
  );

  app.post('/api/crrSiteMng', { config: admin, schema: { body: ZCrrSiteSave, response: { 200: ZCrrSiteItem } } }, async (request) =>
    createCrrSite(deps, actorOf(request), request.body),
  );

  app.put(
    '/api/crrSiteMng/:crrSiteId',
    { config: admin, schema: { params: ZCrrSiteParams, body: ZCrrSiteSave, response: { 200: ZCrrSiteItem } } },
    async (request) => updateCrrSiteEntry(deps, actorOf(request), request.params.crrSiteId, request.body),
  );

  app.delete(
    '/api/crrSiteMng/:crrSiteId',
    { config: admin, schema: { params: ZCrrSiteParams, response: { 200: ZResultResponse } } },
    async (request) => deleteCrrSiteEntry(deps, actorOf(request), request.params.crrSiteId),
  );
};
