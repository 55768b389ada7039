import { ZCrrSitePublicListResponse, ZCrrSitePublicQuery } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPublicCrrSites, type TCrrSiteDeps } from './crr-site.service.js';

/** /infoGd/crrSite's data: public (spec §6 /infoGd is a public prefix). */
export const crrSitePublicRoutes: FastifyPluginAsyncZod<{ deps: TCrrSiteDeps }> = async (app, { deps }) => {
  app.get(
    '/icec/api/crrSite/list',
    { config: { access: 'public' }, schema: { querystring: ZCrrSitePublicQuery, response: { 200: ZCrrSitePublicListResponse } } },
    async (request) => listPublicCrrSites(deps, request.query),
  );
};
