import { ZIntdcnPageAdm, ZIntdcnPageParams, ZIntdcnPageSave } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { getIntdcnPageForAdmin, saveIntdcnPage } from './edu-intdcn.service.js';

const admin = { access: 'admin' } as const;

/** spec §2 admin eduIntdcnMng: the texts and images of GRTS, CRR_MAP and FLR_INFO (any administrator). */
export const eduIntdcnAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/eduIntdcnMng/:pageCd', { config: admin, schema: { params: ZIntdcnPageParams, response: { 200: ZIntdcnPageAdm } } }, (request) =>
    getIntdcnPageForAdmin(app.db, actorOf(request), request.params.pageCd),
  );

  app.put(
    '/api/eduIntdcnMng/:pageCd',
    { config: admin, schema: { params: ZIntdcnPageParams, body: ZIntdcnPageSave, response: { 200: ZIntdcnPageAdm } } },
    (request) => saveIntdcnPage(app.db, actorOf(request), request.params.pageCd, request.body),
  );
};
