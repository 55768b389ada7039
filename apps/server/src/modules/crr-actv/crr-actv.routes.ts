import { crrActvApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { actorOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { exportClassActvs } from './crr-actv.export.service.js';
import { listActvs, listStudentActvs, viewActv, viewStudentActv, writeTargets } from './crr-actv.read.service.js';
import { createActv, removeActv, updateActv } from './crr-actv.service.js';

const user = { config: { access: 'user' } } as const;

/** /crrActv/* and the teacher's /myPage/list|view/:userId: every call needs a login (spec §6: not a public prefix). */
export async function crrActvRoutes(app: FastifyInstance) {
  serveApi(app, crrActvApi, 'list', user, (request) => listActvs(app.db, actorOf(request), request.query));
  serveApi(app, crrActvApi, 'writeTargets', user, (request) => writeTargets(app.db, actorOf(request)));
  serveApi(app, crrActvApi, 'view', user, (request) => viewActv(app.db, actorOf(request), request.params.crrActvId));
  serveApi(app, crrActvApi, 'create', user, (request) => createActv(app.db, actorOf(request), request.body));
  serveApi(app, crrActvApi, 'update', user, (request) => updateActv(app.db, actorOf(request), request.params.crrActvId, request.body));
  serveApi(app, crrActvApi, 'remove', user, (request) => removeActv(app.db, actorOf(request), request.params.crrActvId));
  serveApi(app, crrActvApi, 'stdntList', user, (request) => listStudentActvs(app.db, actorOf(request), request.params.userId, request.query));
  serveApi(app, crrActvApi, 'stdntView', user, (request) => viewStudentActv(app.db, actorOf(request), request.params.userId, request.params.crrActvId));
  serveApi(app, crrActvApi, 'excel', user, async (request, reply) => sendDownload(reply, await exportClassActvs(app.db, actorOf(request), request.body)));
}
