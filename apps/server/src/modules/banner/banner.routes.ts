import { ZBannerPublicListResponse, ZBannerPublicQuery } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listShowingBanners } from './banner.service.js';

/** The banners of /main (MAIN) and the lower pages (SUB) showing now, for every visitor. */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/icec/api/banner/list',
    { config: { access: 'public' }, schema: { querystring: ZBannerPublicQuery, response: { 200: ZBannerPublicListResponse } } },
    async (request) => listShowingBanners(app.db, request.query.bannerSeCd),
  );
};
