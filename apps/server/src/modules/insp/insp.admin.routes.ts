import { langDgnsApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createInsp, getAdmInsp, listAdmInsps, publishInsp, saveInspDef, setInspStts, updateInspMeta } from './insp.admin.service.js';
import { exportInspResults } from './insp.export.service.js';
import { adoptInspNorm, getInspStats } from './insp.stats.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The test bank (spec admin langDgns): tests, versions, publication, status, psychometrics, norms and the results export. */
export async function inspAdminRoutes(app: FastifyInstance) {
  serveApi(app, langDgnsApi, 'list', admin, (request) => listAdmInsps(app.db, adminOf(request)));
  serveApi(app, langDgnsApi, 'item', admin, (request) => getAdmInsp(app.db, adminOf(request), request.params.inspId));
  serveApi(app, langDgnsApi, 'create', admin, (request) => createInsp(app.db, adminOf(request), request.body));
  serveApi(app, langDgnsApi, 'update', admin, (request) => updateInspMeta(app.db, adminOf(request), request.params.inspId, request.body));
  serveApi(app, langDgnsApi, 'saveDef', admin, (request) => saveInspDef(app.db, adminOf(request), request.params.inspId, request.body.definition));
  serveApi(app, langDgnsApi, 'publish', admin, (request) => publishInsp(app.db, adminOf(request), request.params.inspId));
  serveApi(app, langDgnsApi, 'stts', admin, (request) => setInspStts(app.db, adminOf(request), request.params.inspId, request.body.sttsCd));
  serveApi(app, langDgnsApi, 'stats', admin, (request) => getInspStats(app.db, adminOf(request), request.params.inspId, request.query.verId));
  serveApi(app, langDgnsApi, 'adoptNorm', admin, (request) => adoptInspNorm(app.db, adminOf(request), request.params.inspId, request.body.verId));
  serveApi(app, langDgnsApi, 'rsltExport', admin, async (request, reply) =>
    sendDownload(reply, await exportInspResults(app.db, adminOf(request), request.params.inspId, request.body)),
  );
}
