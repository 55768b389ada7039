import { portfloApi, portfloMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { actorOf, adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { portfloPdfFile } from './portflo.pdf.js';
import { actvDetails, careerHistory, historyStudents, listFusionActv, savePortfloSettings, viewPortflo } from './portflo.service.js';

const user = { config: { access: 'user' } } as const;
const admin = { config: { access: 'admin' } } as const;

/** The portfolio, its PDF, the fusion activity list and the career history (issue 18): members only; the services check whose. */
export async function portfloRoutes(app: FastifyInstance) {
  serveApi(app, portfloApi, 'view', user, (request) => viewPortflo(app.db, actorOf(request), request.params.userId));
  serveApi(app, portfloApi, 'settings', user, (request) => savePortfloSettings(app.db, actorOf(request), request.body));
  serveApi(app, portfloApi, 'pdf', user, async (request, reply) =>
    sendDownload(reply, await portfloPdfFile(app.db, actorOf(request), request.params.userId, request.query.reason)),
  );
  serveApi(app, portfloApi, 'fusionActv', user, (request) => listFusionActv(app.db, actorOf(request), request.params.userId, request.query));
  serveApi(app, portfloApi, 'hstry', user, (request) => careerHistory(app.db, actorOf(request), request.params.userId));
  serveApi(app, portfloApi, 'stdnts', user, (request) => historyStudents(app.db, actorOf(request), request.query.schlYr));
}

/** Administrators' reads of a student's portfolio (the same services: studentAccessOf gives them ADMIN). */
export async function portfloAdminRoutes(app: FastifyInstance) {
  serveApi(app, portfloMngApi, 'view', admin, (request) => viewPortflo(app.db, adminOf(request), request.params.userId));
  serveApi(app, portfloMngApi, 'pdf', admin, async (request, reply) =>
    sendDownload(reply, await portfloPdfFile(app.db, adminOf(request), request.params.userId, request.query.reason)),
  );
  serveApi(app, portfloMngApi, 'fusionActv', admin, (request) => listFusionActv(app.db, adminOf(request), request.params.userId, request.query));
  serveApi(app, portfloMngApi, 'hstry', admin, (request) => careerHistory(app.db, adminOf(request), request.params.userId));
  serveApi(app, portfloMngApi, 'actv', admin, (request) => actvDetails(app.db, adminOf(request), request.params.userId));
}
