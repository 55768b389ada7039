import { cmpnAplyMngApi, cmpnMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { sendDownload } from '../../lib/xlsx.js';
import { serveApi } from '../../plugins/serve-api.js';
import {
  approveAplys,
  closeCmpn,
  createCmpn,
  deleteCmpnEntry,
  exportAplys,
  getAplyMng,
  getCmpnMng,
  listAplyMng,
  listCmpns,
  rejectAplys,
  updateCmpnEntry,
} from './cmpn.admin.service.js';

const admin = { config: { access: 'admin' } } as const;

/** cmpnPointMng: campaigns (create, edit, close) and their applications (view the proof, approve, reject). */
export async function cmpnAdminRoutes(app: FastifyInstance) {
  serveApi(app, cmpnMngApi, 'list', admin, (request) => listCmpns(app.db, adminOf(request), request.query));
  serveApi(app, cmpnMngApi, 'item', admin, (request) => getCmpnMng(app.db, adminOf(request), request.params.cmpnId));
  serveApi(app, cmpnMngApi, 'create', admin, (request) => createCmpn(app.db, adminOf(request), request.body));
  serveApi(app, cmpnMngApi, 'update', admin, (request) => updateCmpnEntry(app.db, adminOf(request), request.params.cmpnId, request.body));
  serveApi(app, cmpnMngApi, 'remove', admin, (request) => deleteCmpnEntry(app.db, adminOf(request), request.params.cmpnId));
  serveApi(app, cmpnMngApi, 'close', admin, (request) => closeCmpn(app.db, adminOf(request), request.params.cmpnId));

  serveApi(app, cmpnAplyMngApi, 'list', admin, (request) => listAplyMng(app.db, adminOf(request), request.query));
  serveApi(app, cmpnAplyMngApi, 'item', admin, (request) => getAplyMng(app.db, adminOf(request), request.params.aplyId));
  serveApi(app, cmpnAplyMngApi, 'approve', admin, (request) => approveAplys(app.db, adminOf(request), request.body.aplyIds));
  serveApi(app, cmpnAplyMngApi, 'reject', admin, (request) => rejectAplys(app.db, adminOf(request), request.body));
  serveApi(app, cmpnAplyMngApi, 'excel', admin, async (request, reply) => sendDownload(reply, await exportAplys(app.db, adminOf(request), request.body)));
}
