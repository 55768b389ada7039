import { contsCrsApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, actorOrGuest } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { crsAdminRoutes } from './crs.admin.routes.js';
import { asgnProgress, assignCrs, getCrs, listAsgns, listCrs, openConts, tchrClasses, unassignCrs } from './crs.service.js';

const open = { config: { access: 'public' } } as const;
const user = { config: { access: 'user' } } as const;

/** Contents classes for users (수업, issue 20): published classes for anyone; assignments for teachers; opened contents of students. */
export async function crsRoutes(app: FastifyInstance) {
  const db = app.db;
  serveApi(app, contsCrsApi, 'list', open, (request) => listCrs(db, request.query));
  serveApi(app, contsCrsApi, 'detail', open, (request) => getCrs(db, actorOrGuest(request), request.params.crsId));
  serveApi(app, contsCrsApi, 'tchrCls', user, (request) => tchrClasses(db, actorOf(request)));
  serveApi(app, contsCrsApi, 'assign', user, (request) => assignCrs(db, actorOf(request), request.params.crsId, request.body.clsId));
  serveApi(app, contsCrsApi, 'asgnList', user, (request) => listAsgns(db, actorOf(request)));
  serveApi(app, contsCrsApi, 'asgnProgress', user, (request) => asgnProgress(db, actorOf(request), request.params.asgnId));
  serveApi(app, contsCrsApi, 'unassign', user, (request) => unassignCrs(db, actorOf(request), request.params.asgnId));
  serveApi(app, contsCrsApi, 'open', user, (request) => openConts(db, actorOf(request), request.body.contsId));
}

/** Both route sets of the classes, registered by the contents module with one line. */
export async function crsAllRoutes(app: FastifyInstance) {
  await app.register(crsAdminRoutes);
  await app.register(crsRoutes);
}
