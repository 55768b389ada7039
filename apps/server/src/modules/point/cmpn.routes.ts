import { cmpnApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { applyCmpn, getCmpn, listMyAplys, listOpenCmpns, withdrawAply } from './cmpn.service.js';

const user = { config: { access: 'user' } } as const;

/** /myPage/cmpnPoint/cmpnPointAply: the open campaigns, applying with a proof, the student's applications. */
export async function cmpnRoutes(app: FastifyInstance) {
  serveApi(app, cmpnApi, 'cmpnList', user, (request) => listOpenCmpns(app.db, actorOf(request)));
  serveApi(app, cmpnApi, 'cmpn', user, (request) => getCmpn(app.db, actorOf(request), request.params.cmpnId));
  serveApi(app, cmpnApi, 'aply', user, (request) => applyCmpn(app.db, actorOf(request), request.body));
  serveApi(app, cmpnApi, 'aplyList', user, (request) => listMyAplys(app.db, actorOf(request), request.query));
  serveApi(app, cmpnApi, 'withdraw', user, (request) => withdrawAply(app.db, actorOf(request), request.params.aplyId));
}
