import { pointMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { adjustPoints, exportHolders, exportLedger, holderLedger, listHolders, listRules, updateRule } from './point.admin.service.js';

const admin = { config: { access: 'admin' } } as const;

/** cmpnPointMng: the students' ledgers, the administrator's corrections and the rules per type. */
export async function pointAdminRoutes(app: FastifyInstance) {
  serveApi(app, pointMngApi, 'holderList', admin, (request) => listHolders(app.db, adminOf(request), request.query));
  serveApi(app, pointMngApi, 'ledger', admin, (request) => holderLedger(app.db, adminOf(request), request.params.userId, request.query));
  serveApi(app, pointMngApi, 'adjust', admin, (request) => adjustPoints(app.db, adminOf(request), request.params.userId, request.body));
  serveApi(app, pointMngApi, 'ruleList', admin, (request) => listRules(app.db, adminOf(request)));
  serveApi(app, pointMngApi, 'holderExport', admin, async (request, reply) => sendDownload(reply, await exportHolders(app.db, adminOf(request), request.body)));
  serveApi(app, pointMngApi, 'ledgerExport', admin, async (request, reply) =>
    sendDownload(reply, await exportLedger(app.db, adminOf(request), request.params.userId, request.body)),
  );
  serveApi(app, pointMngApi, 'ruleUpdate', admin, (request) => updateRule(app.db, adminOf(request), request.params.pointTypeCd, request.body));
}
