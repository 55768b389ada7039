import { contsCrsMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { changeCrsStts, contsOptions, createCrs, getCrsMng, listCrsMng, removeCrs, updateCrsEntry } from './crs.service.js';

const admin = { config: { access: 'admin' } } as const;

/** Admin `contentClasses` (수업, issue 20): classes, their sessions and states; any administrator. */
export async function crsAdminRoutes(app: FastifyInstance) {
  const db = app.db;
  serveApi(app, contsCrsMngApi, 'list', admin, (request) => listCrsMng(db, adminOf(request), request.query));
  serveApi(app, contsCrsMngApi, 'create', admin, (request) => createCrs(db, adminOf(request), request.body));
  serveApi(app, contsCrsMngApi, 'contsOptions', admin, (request) => contsOptions(db, adminOf(request), request.query.q));
  serveApi(app, contsCrsMngApi, 'item', admin, (request) => getCrsMng(db, adminOf(request), request.params.crsId));
  serveApi(app, contsCrsMngApi, 'update', admin, (request) => updateCrsEntry(db, adminOf(request), request.params.crsId, request.body));
  serveApi(app, contsCrsMngApi, 'remove', admin, (request) => removeCrs(db, adminOf(request), request.params.crsId));
  serveApi(app, contsCrsMngApi, 'stts', admin, (request) => changeCrsStts(db, adminOf(request), request.params.crsId, request.body));
}
