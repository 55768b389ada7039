import { ZBannerItem, ZBannerListQuery, ZBannerListResponse, ZBannerParams, ZBannerSave, ZResultResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { createBanner, deleteBannerEntry, getBanner, listBanners, updateBannerEntry } from './banner.service.js';

const admin = { access: 'admin' } as const;

/** admin banner (spec §2): period, order, image with alternative text, link. */
export const bannerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/banner/list',
    { config: admin, schema: { querystring: ZBannerListQuery, response: { 200: ZBannerListResponse } } },
    async (request) => listBanners(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/banner/:bannerId',
    { config: admin, schema: { params: ZBannerParams, response: { 200: ZBannerItem } } },
    async (request) => getBanner(app.db, actorOf(request), request.params.bannerId),
  );

  app.post(
    '/api/banner',
    { config: admin, schema: { body: ZBannerSave, response: { 200: ZBannerItem } } },
    async (request) => createBanner(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/banner/:bannerId',
    { config: admin, schema: { params: ZBannerParams, body: ZBannerSave, response: { 200: ZBannerItem } } },
    async (request) => updateBannerEntry(app.db, actorOf(request), request.params.bannerId, request.body),
  );

  app.delete(
    '/api/banner/:bannerId',
    { config: admin, schema: { params: ZBannerParams, response: { 200: ZResultResponse } } },
    async (request) => deleteBannerEntry(app.db, actorOf(request), request.params.bannerId),
  );
};
