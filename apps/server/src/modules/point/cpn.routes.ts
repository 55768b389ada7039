import { cpnApi, cpnResultApi, dayBsdCpnDrawApi, dayBsdCpnMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { actorOf, adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { cancelCpn, congratulate, createCpn, deleteCpnMng, drawCpn, getCpnMng, handover, listCpnsMng, listWinners, updateCpnMng } from './cpn.admin.service.js';
import { exportWinners } from './cpn.export.service.js';
import { enterCpn, getResult, listCpnDays, listMyCpns, listResults, myCongrats, seeCongrats } from './cpn.service.js';

const user = { config: { access: 'user' } } as const;
const anyone = { config: { access: 'public' } } as const;
const admin = { config: { access: 'admin' } } as const;

/** Day-based coupon draws (issue 15): students' entries, the public results and the administrator's dayBsdCpnMng. */
export async function cpnRoutes(app: FastifyInstance, opts: { secret: string }) {
  const { secret } = opts;
  serveApi(app, cpnApi, 'list', user, (request) => listCpnDays(app.db, actorOf(request)));
  serveApi(app, cpnApi, 'entry', user, (request) => enterCpn(app.db, actorOf(request), request.params.cpnId, request.body.requestKey));
  serveApi(app, cpnApi, 'my', user, (request) => listMyCpns(app.db, actorOf(request), request.query));
  serveApi(app, cpnApi, 'congrats', user, (request) => myCongrats(app.db, actorOf(request)));
  serveApi(app, cpnApi, 'congratsSeen', user, (request) => seeCongrats(app.db, actorOf(request), request.body.cpnIds));

  serveApi(app, cpnResultApi, 'resultList', anyone, (request) => listResults(app.db, request.query));
  serveApi(app, cpnResultApi, 'result', anyone, (request) => getResult(app.db, request.params.cpnId));

  serveApi(app, dayBsdCpnMngApi, 'list', admin, (request) => listCpnsMng(app.db, adminOf(request), request.query));
  serveApi(app, dayBsdCpnMngApi, 'item', admin, (request) => getCpnMng(app.db, adminOf(request), request.params.cpnId));
  serveApi(app, dayBsdCpnMngApi, 'create', admin, (request) => createCpn(app.db, secret, adminOf(request), request.body));
  serveApi(app, dayBsdCpnMngApi, 'update', admin, (request) => updateCpnMng(app.db, adminOf(request), request.params.cpnId, request.body));
  serveApi(app, dayBsdCpnMngApi, 'remove', admin, (request) => deleteCpnMng(app.db, adminOf(request), request.params.cpnId));

  serveApi(app, dayBsdCpnDrawApi, 'draw', admin, (request) => drawCpn(app.db, secret, adminOf(request), request.params.cpnId));
  serveApi(app, dayBsdCpnDrawApi, 'cancel', admin, (request) => cancelCpn(app.db, adminOf(request), request.params.cpnId));
  serveApi(app, dayBsdCpnDrawApi, 'congrats', admin, (request) => congratulate(app.db, adminOf(request), request.params.cpnId, request.body.congratsCn));
  serveApi(app, dayBsdCpnDrawApi, 'winners', admin, (request) => listWinners(app.db, adminOf(request), request.params.cpnId));
  serveApi(app, dayBsdCpnDrawApi, 'winnersExport', admin, async (request, reply) =>
    sendDownload(reply, await exportWinners(app.db, adminOf(request), request.params.cpnId, request.body.reason)),
  );
  serveApi(app, dayBsdCpnDrawApi, 'handover', admin, (request) => handover(app.db, adminOf(request), request.params.cpnId, request.params.entryNo));
}
