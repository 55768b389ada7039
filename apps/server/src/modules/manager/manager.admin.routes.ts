import { managerApi } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { approveManager, changeManagerRole, deleteManager, lockManager, resetManagerOtp, unlockManager } from './manager-action.service.js';
import { createManager, getManager, listManagers } from './manager.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The manager page's API (spec §2 admin manager): administrator accounts; SUPER role only (services). */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  serveApi(app, managerApi, 'list', admin, (request) => listManagers(app.db, adminOf(request), request.query));
  serveApi(app, managerApi, 'item', admin, (request) => getManager(app.db, adminOf(request), request.params.userId));
  serveApi(app, managerApi, 'create', admin, (request) => createManager(app.db, adminOf(request), request.body));
  serveApi(app, managerApi, 'role', admin, (request) => changeManagerRole(app.db, adminOf(request), request.params.userId, request.body));
  serveApi(app, managerApi, 'approve', admin, (request) => approveManager(app.db, adminOf(request), request.params.userId, request.body));
  serveApi(app, managerApi, 'lock', admin, (request) => lockManager(app.db, adminOf(request), request.params.userId));
  serveApi(app, managerApi, 'unlock', admin, (request) => unlockManager(app.db, adminOf(request), request.params.userId));
  serveApi(app, managerApi, 'otpReset', admin, (request) => resetManagerOtp(app.db, adminOf(request), request.params.userId));
  serveApi(app, managerApi, 'remove', admin, (request) => deleteManager(app.db, adminOf(request), request.params.userId));
};
