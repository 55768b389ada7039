import { bmnexhlMngApi, smnexhlMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createBmnexhl, deleteBmnexhlEntry, getBmnexhl, listBmnexhls, updateBmnexhlEntry } from './bmnexhl.service.js';
import { createSmnexhl, deleteSmnexhlEntry, getSmnexhl, listSmnexhls, updateSmnexhlEntry } from './smnexhl.service.js';

const admin = { config: { access: 'admin' } } as const;

/** spec §2 admin mnexhlMng: big halls and the small halls inside them, the admin CRUD shape. */
export async function mnexhlAdminRoutes(app: FastifyInstance) {
  const db = app.db;

  serveApi(app, bmnexhlMngApi, 'list', admin, (request) => listBmnexhls(db, adminOf(request), request.query));
  serveApi(app, bmnexhlMngApi, 'item', admin, (request) => getBmnexhl(db, adminOf(request), request.params.bmnexhlId));
  serveApi(app, bmnexhlMngApi, 'create', admin, (request) => createBmnexhl(db, adminOf(request), request.body));
  serveApi(app, bmnexhlMngApi, 'update', admin, (request) => updateBmnexhlEntry(db, adminOf(request), request.params.bmnexhlId, request.body));
  serveApi(app, bmnexhlMngApi, 'remove', admin, (request) => deleteBmnexhlEntry(db, adminOf(request), request.params.bmnexhlId));

  serveApi(app, smnexhlMngApi, 'list', admin, (request) => listSmnexhls(db, adminOf(request), request.query));
  serveApi(app, smnexhlMngApi, 'item', admin, (request) => getSmnexhl(db, adminOf(request), request.params.smnexhlId));
  serveApi(app, smnexhlMngApi, 'create', admin, (request) => createSmnexhl(db, adminOf(request), request.body));
  serveApi(app, smnexhlMngApi, 'update', admin, (request) => updateSmnexhlEntry(db, adminOf(request), request.params.smnexhlId, request.body));
  serveApi(app, smnexhlMngApi, 'remove', admin, (request) => deleteSmnexhlEntry(db, adminOf(request), request.params.smnexhlId));
}
