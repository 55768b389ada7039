import { pointApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { insertPoint } from './point.earn.js';
import { myPoint, pointHistory } from './point.service.js';

const user = { config: { access: 'user' } } as const;

/** spec §7 myPoint and insertPoint, and the student's point history (/myPage/cmpnPoint/myPoint). */
export async function pointRoutes(app: FastifyInstance) {
  serveApi(app, pointApi, 'myPoint', user, (request) => myPoint(app.db, actorOf(request)));
  serveApi(app, pointApi, 'insertPoint', user, (request) => insertPoint(app.db, actorOf(request), request.body));
  serveApi(app, pointApi, 'history', user, (request) => pointHistory(app.db, actorOf(request), request.query));
}
