import { deadLinkApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { getDeadLinkStatus, listDeadLinkResults, startDeadLinkRun, stopDeadLinkRun, type TDeadLinkDeps } from './dead-link.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The link checker page's API (spec §2 admin deadLink, §8 messages); any administrator. */
export async function deadLinkRoutes(app: FastifyInstance, { deps }: { deps: TDeadLinkDeps }) {
  serveApi(app, deadLinkApi, 'start', admin, (request) => startDeadLinkRun(deps, adminOf(request)));
  serveApi(app, deadLinkApi, 'status', admin, (request) => getDeadLinkStatus(deps, adminOf(request)));
  serveApi(app, deadLinkApi, 'stop', admin, (request) => stopDeadLinkRun(deps, adminOf(request)));
  serveApi(app, deadLinkApi, 'results', admin, (request) => listDeadLinkResults(deps, adminOf(request), request.query));
}
