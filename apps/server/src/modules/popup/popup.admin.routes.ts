import { popupMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createPopup, deletePopupEntry, getPopup, listPopups, updatePopupEntry } from './popup.service.js';

const admin = { config: { access: 'admin' } } as const;

/** admin popup (spec §2): the user popups, their period, target pages, size, position and content. */
export async function popupAdminRoutes(app: FastifyInstance) {
  serveApi(app, popupMngApi, 'list', admin, (request) => listPopups(app.db, adminOf(request), request.query));
  serveApi(app, popupMngApi, 'item', admin, (request) => getPopup(app.db, adminOf(request), request.params.popupId));
  serveApi(app, popupMngApi, 'create', admin, (request) => createPopup(app.db, adminOf(request), request.body));
  serveApi(app, popupMngApi, 'update', admin, (request) => updatePopupEntry(app.db, adminOf(request), request.params.popupId, request.body));
  serveApi(app, popupMngApi, 'remove', admin, (request) => deletePopupEntry(app.db, adminOf(request), request.params.popupId));
}
