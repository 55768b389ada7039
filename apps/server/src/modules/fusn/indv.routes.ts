import { fusnIndvApi, fusnIndvMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { actorOf, adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { drawSesn, getDrawView } from './draw.service.js';
import { exportApplicants, listApplicants, listIndvSesns } from './indv.admin.service.js';
import { acceptOffer, applyIndv, cancelIndv, declineOffer } from './indv.service.js';
import { aplyIcal, listMyAplys } from './mine.service.js';

const user = { config: { access: 'user' } } as const;
const anyone = { config: { access: 'public' } } as const;
const admin = { config: { access: 'admin' } } as const;

/** Individual programs (issue 19): students' applications, the lottery's public page and the administrator's indvActvMng. */
export async function indvRoutes(app: FastifyInstance, opts: { secret: string }) {
  const { secret } = opts;
  serveApi(app, fusnIndvApi, 'apply', user, (request) => applyIndv(app.db, actorOf(request), request.params.sesnId));
  serveApi(app, fusnIndvApi, 'cancel', user, (request) => cancelIndv(app.db, actorOf(request), request.params.sesnId));
  serveApi(app, fusnIndvApi, 'accept', user, (request) => acceptOffer(app.db, actorOf(request), request.params.sesnId));
  serveApi(app, fusnIndvApi, 'decline', user, (request) => declineOffer(app.db, actorOf(request), request.params.sesnId));
  serveApi(app, fusnIndvApi, 'mine', user, (request) => listMyAplys(app.db, actorOf(request)));
  serveApi(app, fusnIndvApi, 'ical', user, async (request, reply) => sendDownload(reply, await aplyIcal(app.db, actorOf(request), request.params.aplyId)));
  serveApi(app, fusnIndvApi, 'draw', anyone, (request) => getDrawView(app.db, request.params.sesnId));

  serveApi(app, fusnIndvMngApi, 'sesnList', admin, (request) => listIndvSesns(app.db, adminOf(request), request.query));
  serveApi(app, fusnIndvMngApi, 'aplyList', admin, (request) => listApplicants(app.db, adminOf(request), request.params.sesnId, request.query));
  serveApi(app, fusnIndvMngApi, 'draw', admin, (request) => drawSesn(app.db, secret, adminOf(request), request.params.sesnId));
  serveApi(app, fusnIndvMngApi, 'excel', admin, async (request, reply) =>
    sendDownload(reply, await exportApplicants(app.db, adminOf(request), request.params.sesnId, request.body)),
  );
}
