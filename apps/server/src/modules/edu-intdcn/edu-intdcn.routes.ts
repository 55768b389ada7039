import { ZIntdcnPage, ZIntdcnPageParams } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicIntdcnPage } from './edu-intdcn.service.js';

/** spec §2 /eduIntdcn/grts, crrMap, flrInfo: anyone may read the centre introduction pages. */
export const eduIntdcnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/icec/api/eduIntdcn/:pageCd',
    { config: { access: 'public' }, schema: { params: ZIntdcnPageParams, response: { 200: ZIntdcnPage } } },
    (request) => getPublicIntdcnPage(app.db, request.params.pageCd),
  );
};
