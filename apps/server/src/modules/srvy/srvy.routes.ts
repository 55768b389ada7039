import { srvyApi, srvyMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, actorOrGuest, adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import {
  closeSrvy,
  copySrvy,
  createSrvy,
  deleteSrvy,
  getSrvyMng,
  listSrvys,
  newSrvyVersion,
  publishSrvy,
  saveSrvyDef,
  updateSrvyMeta,
} from './srvy.admin.service.js';
import { listOpenSrvys, saveSrvyDraft, submitSrvy, viewSrvy } from './srvy.service.js';

const publicAccess = { config: { access: 'public' } } as const;
const user = { config: { access: 'user' } } as const;
const admin = { config: { access: 'admin' } } as const;

/**
 * Answering (/srvy/list, /srvy/:srvyId): guests read and answer 'ALL' surveys; drafts are members'.
 * A submit (open to guests) has its own per-address limit, a tenth of RATE_LIMIT_PER_MINUTE.
 */
export async function srvyRoutes(app: FastifyInstance, { perMinute }: { perMinute: number }) {
  const limited = { config: { access: 'public', rateLimit: { max: Math.max(1, Math.floor(perMinute / 10)), timeWindow: '1 minute' } } } as const;
  serveApi(app, srvyApi, 'list', publicAccess, (request) => listOpenSrvys(app.db, actorOrGuest(request), request.query));
  serveApi(app, srvyApi, 'view', publicAccess, (request) => viewSrvy(app.db, actorOrGuest(request), request.params.srvyId, request.query.ctxKey));
  serveApi(app, srvyApi, 'save', user, (request) => saveSrvyDraft(app.db, actorOf(request), request.params.srvyId, request.body));
  serveApi(app, srvyApi, 'submit', limited, (request) => submitSrvy(app.db, actorOrGuest(request), request.params.srvyId, request.body));
}

/** admin srvy: the surveys, their builder, copies and versions, publishing and closing. */
export async function srvyAdminRoutes(app: FastifyInstance) {
  serveApi(app, srvyMngApi, 'list', admin, (request) => listSrvys(app.db, adminOf(request), request.query));
  serveApi(app, srvyMngApi, 'item', admin, (request) => getSrvyMng(app.db, adminOf(request), request.params.srvyId));
  serveApi(app, srvyMngApi, 'create', admin, (request) => createSrvy(app.db, adminOf(request), request.body));
  serveApi(app, srvyMngApi, 'update', admin, (request) => updateSrvyMeta(app.db, adminOf(request), request.params.srvyId, request.body));
  serveApi(app, srvyMngApi, 'remove', admin, (request) => deleteSrvy(app.db, adminOf(request), request.params.srvyId));
  serveApi(app, srvyMngApi, 'copy', admin, (request) => copySrvy(app.db, adminOf(request), request.params.srvyId));
  serveApi(app, srvyMngApi, 'publish', admin, (request) => publishSrvy(app.db, adminOf(request), request.params.srvyId));
  serveApi(app, srvyMngApi, 'close', admin, (request) => closeSrvy(app.db, adminOf(request), request.params.srvyId));
  serveApi(app, srvyMngApi, 'newVersion', admin, (request) => newSrvyVersion(app.db, adminOf(request), request.params.srvyId));
  serveApi(app, srvyMngApi, 'saveDef', admin, (request) => saveSrvyDef(app.db, adminOf(request), request.params.srvyId, request.body.def, false));
  serveApi(app, srvyMngApi, 'texts', admin, (request) => saveSrvyDef(app.db, adminOf(request), request.params.srvyId, request.body.def, true));
}
