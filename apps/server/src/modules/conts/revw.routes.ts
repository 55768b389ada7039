import { revwApi, revwMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { actorOf, actorOrGuest, adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { admAnswerRevw, admExportRevws, admHideRevw, admListRevws, admRevwAvgs } from './revw.admin.service.js';
import { createRevw, deleteRevw, listRevws, updateRevw } from './revw.service.js';

const pub = { config: { access: 'public' } } as const;
const user = { config: { access: 'user' } } as const;
const admin = { config: { access: 'admin' } } as const;

/** Reviews on the user site: guests read; members of the user realm write, edit and delete their own. */
export async function revwRoutes(app: FastifyInstance) {
  const db = app.db;
  serveApi(app, revwApi, 'list', pub, (request) => listRevws(db, actorOrGuest(request), request.params, request.query));
  serveApi(app, revwApi, 'create', user, (request) => createRevw(db, actorOf(request), request.params, request.body));
  serveApi(app, revwApi, 'update', user, (request) => updateRevw(db, actorOf(request), request.params.revwId, request.body));
  serveApi(app, revwApi, 'remove', user, (request) => deleteRevw(db, actorOf(request), request.params.revwId));
}

/** The administrator's contentReview. */
export async function revwAdminRoutes(app: FastifyInstance) {
  const db = app.db;
  serveApi(app, revwMngApi, 'list', admin, (request) => admListRevws(db, adminOf(request), request.query));
  serveApi(app, revwMngApi, 'avg', admin, (request) => admRevwAvgs(db, adminOf(request), request.query));
  serveApi(app, revwMngApi, 'excel', admin, async (request, reply) => sendDownload(reply, await admExportRevws(db, adminOf(request), request.body)));
  serveApi(app, revwMngApi, 'hide', admin, (request) => admHideRevw(db, adminOf(request), request.params.revwId, request.body));
  serveApi(app, revwMngApi, 'answer', admin, (request) => admAnswerRevw(db, adminOf(request), request.params.revwId, request.body.ansCn));
}

/** Both, for the conts module's index.ts. */
export async function revwAllRoutes(app: FastifyInstance) {
  await app.register(revwRoutes);
  await app.register(revwAdminRoutes);
}
