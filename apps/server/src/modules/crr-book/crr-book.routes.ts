import { crrBookApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { getPublicCrrBook, listPublicCrrBooks } from './crr-book.service.js';

const publicAccess = { config: { access: 'public' } } as const;

/** /infoGd/crrBook and its detail (spec §2): public data. */
export async function crrBookRoutes(app: FastifyInstance) {
  serveApi(app, crrBookApi, 'list', publicAccess, (request) => listPublicCrrBooks(app.db, request.query));
  serveApi(app, crrBookApi, 'detail', publicAccess, (request) => getPublicCrrBook(app.db, request.params.crrBookId));
}
