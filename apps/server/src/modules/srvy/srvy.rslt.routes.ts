import { srvyRsltApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { exportSrvyRaw, exportSrvySummary } from './srvy.export.service.js';
import { getSrvyCross, getSrvyRslt, listSrvyNonRspns, listSrvyTexts } from './srvy.rslt.service.js';

const admin = { config: { access: 'admin' } } as const;

/** Admin srvy: a survey's results, text answers, cross-tabulation, non-respondents and the two .xlsx files. */
export async function srvyRsltRoutes(app: FastifyInstance) {
  serveApi(app, srvyRsltApi, 'rslt', admin, (request) => getSrvyRslt(app.db, adminOf(request), request.params.srvyId));
  serveApi(app, srvyRsltApi, 'texts', admin, (request) => listSrvyTexts(app.db, adminOf(request), request.params.srvyId, request.query));
  serveApi(app, srvyRsltApi, 'cross', admin, (request) => getSrvyCross(app.db, adminOf(request), request.params.srvyId, request.query));
  serveApi(app, srvyRsltApi, 'nonRspns', admin, (request) => listSrvyNonRspns(app.db, adminOf(request), request.params.srvyId, request.query));
  serveApi(app, srvyRsltApi, 'rawExport', admin, async (request, reply) =>
    sendDownload(reply, await exportSrvyRaw(app.db, adminOf(request), request.params.srvyId, request.body)),
  );
  serveApi(app, srvyRsltApi, 'summaryExport', admin, async (request, reply) =>
    sendDownload(reply, await exportSrvySummary(app.db, adminOf(request), request.params.srvyId)),
  );
}
