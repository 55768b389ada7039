import { gdsApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { cancelMyOrder, listGdsOnSale, myGdsOrders, orderGds } from './gds.service.js';

const user = { config: { access: 'user' } } as const;

/** /myPage/cmpnPoint/pointBsdGds: students exchange points for goods (spec §6: ST01 and ST02 only). */
export async function gdsRoutes(app: FastifyInstance) {
  serveApi(app, gdsApi, 'list', user, (request) => listGdsOnSale(app.db, actorOf(request)));
  serveApi(app, gdsApi, 'order', user, (request) => orderGds(app.db, actorOf(request), request.params.gdsId, request.body.requestKey));
  serveApi(app, gdsApi, 'orderList', user, (request) => myGdsOrders(app.db, actorOf(request), request.query));
  serveApi(app, gdsApi, 'cancel', user, (request) => cancelMyOrder(app.db, actorOf(request), request.params.orderId));
}
