import { contsMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { clsfTree } from './conts.clsf.js';
import {
  changeContsStts,
  createConts,
  getContsMng,
  getContsVer,
  listContsMng,
  listContsVers,
  removeConts,
  restoreContsVer,
  updateContsEntry,
} from './conts.service.js';

const admin = { config: { access: 'admin' } } as const;

/** Admin `contents` (issue 20): contents, states, versions and restore; any administrator. */
export async function contsAdminRoutes(app: FastifyInstance) {
  const db = app.db;
  serveApi(app, contsMngApi, 'list', admin, (request) => listContsMng(db, adminOf(request), request.query));
  serveApi(app, contsMngApi, 'create', admin, (request) => createConts(db, adminOf(request), request.body));
  serveApi(app, contsMngApi, 'clsfTree', admin, (request) => {
    adminOf(request);
    return clsfTree(db);
  });
  serveApi(app, contsMngApi, 'item', admin, (request) => getContsMng(db, adminOf(request), request.params.contsId));
  serveApi(app, contsMngApi, 'update', admin, (request) => updateContsEntry(db, adminOf(request), request.params.contsId, request.body));
  serveApi(app, contsMngApi, 'remove', admin, (request) => removeConts(db, adminOf(request), request.params.contsId));
  serveApi(app, contsMngApi, 'stts', admin, (request) => changeContsStts(db, adminOf(request), request.params.contsId, request.body));
  serveApi(app, contsMngApi, 'versions', admin, (request) => listContsVers(db, adminOf(request), request.params.contsId));
  serveApi(app, contsMngApi, 'version', admin, (request) => getContsVer(db, adminOf(request), request.params.contsId, request.params.verNo));
  serveApi(app, contsMngApi, 'restore', admin, (request) => restoreContsVer(db, adminOf(request), request.params.contsId, request.params.verNo));
}
