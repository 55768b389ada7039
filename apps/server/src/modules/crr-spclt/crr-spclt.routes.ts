import { crrSpcltApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { actorOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { exportRemarks, listClasses, listStudents, saveDraft, studentSource } from './crr-spclt.service.js';

const user = { config: { access: 'user' } } as const;

/** /myPage/crrSpcltCrt (issue 18): teachers only; the services check the class (cls canEditClass). */
export async function crrSpcltRoutes(app: FastifyInstance) {
  serveApi(app, crrSpcltApi, 'classes', user, (request) => listClasses(app.db, actorOf(request), request.query.schlYr));
  serveApi(app, crrSpcltApi, 'students', user, (request) => listStudents(app.db, actorOf(request), request.params.clsId));
  serveApi(app, crrSpcltApi, 'source', user, (request) => studentSource(app.db, actorOf(request), request.params.clsId, request.params.userId));
  serveApi(app, crrSpcltApi, 'save', user, (request) => saveDraft(app.db, actorOf(request), request.params.clsId, request.params.userId, request.body));
  serveApi(app, crrSpcltApi, 'export', user, async (request, reply) =>
    sendDownload(reply, await exportRemarks(app.db, actorOf(request), request.params.clsId, request.body)),
  );
}
