import { instCodeMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createInstCode, deleteInstCodeEntry, getInstCode, listInstCodeOptions, listInstCodes, updateInstCodeEntry } from './inst-code.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The institution-code page's API (spec §2 admin instCode). */
export async function instCodeRoutes(app: FastifyInstance) {
  serveApi(app, instCodeMngApi, 'list', admin, (request) => listInstCodes(app.db, adminOf(request), request.query));
  serveApi(app, instCodeMngApi, 'options', admin, (request) => listInstCodeOptions(app.db, adminOf(request)));
  serveApi(app, instCodeMngApi, 'item', admin, (request) => getInstCode(app.db, adminOf(request), request.params.instCodeId));
  serveApi(app, instCodeMngApi, 'create', admin, (request) => createInstCode(app.db, adminOf(request), request.body));
  serveApi(app, instCodeMngApi, 'update', admin, (request) => updateInstCodeEntry(app.db, adminOf(request), request.params.instCodeId, request.body));
  serveApi(app, instCodeMngApi, 'remove', admin, (request) => deleteInstCodeEntry(app.db, adminOf(request), request.params.instCodeId));
}
