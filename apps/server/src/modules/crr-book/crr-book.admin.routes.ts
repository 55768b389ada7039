import { crrBookMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createCrrBook, deleteCrrBookEntry, getCrrBook, listCrrBooks, updateCrrBookEntry } from './crr-book.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The career book page's API (spec §2 admin crrBookMng); any administrator. */
export async function crrBookAdminRoutes(app: FastifyInstance) {
  serveApi(app, crrBookMngApi, 'list', admin, (request) => listCrrBooks(app.db, adminOf(request), request.query));
  serveApi(app, crrBookMngApi, 'item', admin, (request) => getCrrBook(app.db, adminOf(request), request.params.crrBookId));
  serveApi(app, crrBookMngApi, 'create', admin, (request) => createCrrBook(app.db, adminOf(request), request.body));
  serveApi(app, crrBookMngApi, 'update', admin, (request) => updateCrrBookEntry(app.db, adminOf(request), request.params.crrBookId, request.body));
  serveApi(app, crrBookMngApi, 'remove', admin, (request) => deleteCrrBookEntry(app.db, adminOf(request), request.params.crrBookId));
}
