import { cntstApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, actorOrGuest } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { cntstResults, createEntry, getEntry, listCntsts, listMyEntries, updateMyEntry, viewCntst, withdrawEntry } from './cntst.service.js';

const publicAccess = { config: { access: 'public' } } as const;
const user = { config: { access: 'user' } } as const;

/** /cntst/*: the contests anyone reads; entering, editing and withdrawing need a login; /myPage/cntstAply. */
export async function cntstRoutes(app: FastifyInstance) {
  serveApi(app, cntstApi, 'list', publicAccess, (request) => listCntsts(app.db, actorOrGuest(request), request.query));
  serveApi(app, cntstApi, 'view', publicAccess, (request) => viewCntst(app.db, actorOrGuest(request), request.params.cntstId));
  serveApi(app, cntstApi, 'rslt', publicAccess, (request) => cntstResults(app.db, actorOrGuest(request), request.params.cntstId));
  serveApi(app, cntstApi, 'entryCreate', user, (request) => createEntry(app.db, actorOf(request), request.params.cntstId, request.body));
  serveApi(app, cntstApi, 'entry', user, (request) => getEntry(app.db, actorOf(request), request.params.cntstId, request.params.entryId));
  serveApi(app, cntstApi, 'entryUpdate', user, (request) =>
    updateMyEntry(app.db, actorOf(request), request.params.cntstId, request.params.entryId, request.body),
  );
  serveApi(app, cntstApi, 'entryWithdraw', user, (request) => withdrawEntry(app.db, actorOf(request), request.params.cntstId, request.params.entryId));
  serveApi(app, cntstApi, 'myEntries', user, (request) => listMyEntries(app.db, actorOf(request), request.query));
}
