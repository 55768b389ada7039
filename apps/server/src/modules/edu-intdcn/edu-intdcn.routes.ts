import { eduIntdcnApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { getPublicIntdcnPage } from './edu-intdcn.service.js';

/** spec §2 /eduIntdcn/grts, crrMap, flrInfo: anyone may read the centre introduction pages. */
export async function eduIntdcnRoutes(app: FastifyInstance) {
  serveApi(app, eduIntdcnApi, 'page', { config: { access: 'public' } }, (request) => getPublicIntdcnPage(app.db, request.params.pageCd));
}
