import { crrRcmdtnApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { listCrrRcmdtns } from './crr-rcmdtn.service.js';

const user = { config: { access: 'user' } } as const;

/** spec §2 /crrRcmdtn/crrRcmdtnDtl: the logged-in student's own recommendations. */
export async function crrRcmdtnRoutes(app: FastifyInstance) {
  serveApi(app, crrRcmdtnApi, 'list', user, (request) => listCrrRcmdtns(app.db, actorOf(request)));
}
