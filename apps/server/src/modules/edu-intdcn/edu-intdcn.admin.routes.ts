import { eduIntdcnMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { getIntdcnPageForAdmin, saveIntdcnPage } from './edu-intdcn.service.js';

const admin = { config: { access: 'admin' } } as const;

/** spec §2 admin eduIntdcnMng: the texts and images of GRTS, CRR_MAP and FLR_INFO (any administrator). */
export async function eduIntdcnAdminRoutes(app: FastifyInstance) {
  serveApi(app, eduIntdcnMngApi, 'item', admin, (request) => getIntdcnPageForAdmin(app.db, adminOf(request), request.params.pageCd));
  serveApi(app, eduIntdcnMngApi, 'save', admin, (request) => saveIntdcnPage(app.db, adminOf(request), request.params.pageCd, request.body));
}
