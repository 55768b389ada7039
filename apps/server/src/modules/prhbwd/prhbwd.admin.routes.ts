import { prhbwdMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { bulkCreatePrhbwds, checkPrhbwdText, createPrhbwd, deletePrhbwdEntry, getPrhbwd, listPrhbwds, updatePrhbwdEntry } from './prhbwd.service.js';

const admin = { config: { access: 'admin' } } as const;

/** admin prhbwdMng: the prohibited words (CRUD, bulk add, and the 'test a sentence' tool). */
export async function prhbwdAdminRoutes(app: FastifyInstance) {
  serveApi(app, prhbwdMngApi, 'list', admin, (request) => listPrhbwds(app.db, adminOf(request), request.query));
  serveApi(app, prhbwdMngApi, 'bulk', admin, (request) => bulkCreatePrhbwds(app.db, adminOf(request), request.body));
  serveApi(app, prhbwdMngApi, 'check', admin, (request) => checkPrhbwdText(app.db, adminOf(request), request.body.text));
  serveApi(app, prhbwdMngApi, 'item', admin, (request) => getPrhbwd(app.db, adminOf(request), request.params.prhbwdId));
  serveApi(app, prhbwdMngApi, 'create', admin, (request) => createPrhbwd(app.db, adminOf(request), request.body));
  serveApi(app, prhbwdMngApi, 'update', admin, (request) => updatePrhbwdEntry(app.db, adminOf(request), request.params.prhbwdId, request.body));
  serveApi(app, prhbwdMngApi, 'remove', admin, (request) => deletePrhbwdEntry(app.db, adminOf(request), request.params.prhbwdId));
}
