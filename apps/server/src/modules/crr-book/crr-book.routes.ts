import { ZCrrBookParams, ZCrrBookPublicDetail, ZCrrBookPublicListResponse, ZCrrBookPublicQuery } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicCrrBook, listPublicCrrBooks } from './crr-book.service.js';

const publicAccess = { access: 'public' } as const;

/** /infoGd/crrBook and its detail (spec §2): public data. */
export const crrBookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/icec/api/crrBook/list',
    { config: publicAccess, schema: { querystring: ZCrrBookPublicQuery, response: { 200: ZCrrBookPublicListResponse } } },
    async (request) => listPublicCrrBooks(app.db, request.query),
  );

  app.get(
    '/icec/api/crrBook/:crrBookId',
    { config: publicAccess, schema: { params: ZCrrBookParams, response: { 200: ZCrrBookPublicDetail } } },
    async (request) => getPublicCrrBook(app.db, request.params.crrBookId),
  );
};
