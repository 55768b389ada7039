import { popupApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { listShowingPopups } from './popup.service.js';

/** spec §4 user popup: the popups showing now on a page, for every visitor. */
export async function popupRoutes(app: FastifyInstance) {
  serveApi(app, popupApi, 'list', { config: { access: 'public' } }, (request) => listShowingPopups(app.db, request.query.pageUrl));
}
