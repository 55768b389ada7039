import { assistInstApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { listPublicAssistInsts } from './assist-inst.service.js';

/** /infoGd/crrInst reads this without login (spec §6: /infoGd is a public prefix). */
export async function assistInstRoutes(app: FastifyInstance) {
  serveApi(app, assistInstApi, 'list', { config: { access: 'public' } }, (request) => listPublicAssistInsts(app.db, request.query));
}
