import { gdsMngApi, gdsOrderMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import {
  cancelOrderByAdmin,
  createGds,
  deleteGdsEntry,
  getGds,
  handoverList,
  handoverOrder,
  listGds,
  listOrders,
  updateGdsEntry,
} from './gds.admin.service.js';
import { exportHandover, exportOrders } from './gds.export.service.js';

const admin = { config: { access: 'admin' } } as const;

/** admin pointBsdGdsMng: the goods, their orders, the hand-over and the cancellation with a refund. */
export async function gdsAdminRoutes(app: FastifyInstance) {
  serveApi(app, gdsMngApi, 'list', admin, (request) => listGds(app.db, adminOf(request), request.query));
  serveApi(app, gdsMngApi, 'item', admin, (request) => getGds(app.db, adminOf(request), request.params.gdsId));
  serveApi(app, gdsMngApi, 'create', admin, (request) => createGds(app.db, adminOf(request), request.body));
  serveApi(app, gdsMngApi, 'update', admin, (request) => updateGdsEntry(app.db, adminOf(request), request.params.gdsId, request.body));
  serveApi(app, gdsMngApi, 'remove', admin, (request) => deleteGdsEntry(app.db, adminOf(request), request.params.gdsId));
  serveApi(app, gdsOrderMngApi, 'list', admin, (request) => listOrders(app.db, adminOf(request), request.query));
  serveApi(app, gdsOrderMngApi, 'handover', admin, (request) => handoverOrder(app.db, adminOf(request), request.params.orderId));
  serveApi(app, gdsOrderMngApi, 'cancel', admin, (request) => cancelOrderByAdmin(app.db, adminOf(request), request.params.orderId, request.body));
  serveApi(app, gdsOrderMngApi, 'handoverList', admin, (request) => handoverList(app.db, adminOf(request), request.query));
  serveApi(app, gdsOrderMngApi, 'export', admin, async (request, reply) => sendDownload(reply, await exportOrders(app.db, adminOf(request), request.body)));
  serveApi(app, gdsOrderMngApi, 'handoverExport', admin, async (request, reply) =>
    sendDownload(reply, await exportHandover(app.db, adminOf(request), request.body)),
  );
}
