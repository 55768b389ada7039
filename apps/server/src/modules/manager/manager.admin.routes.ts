import { ZManagerCreate, ZManagerCreateResponse, ZManagerDetail, ZManagerListQuery, ZManagerListResponse, ZManagerParams, ZManagerRole, ZResultResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { approveManager, changeManagerRole, deleteManager, lockManager, resetManagerOtp, unlockManager } from './manager-action.service.js';
import { createManager, getManager, listManagers } from './manager.service.js';

const admin = { access: 'admin' } as const;
const done = { 200: ZResultResponse };

/** The manager page's API (spec §2 admin manager): administrator accounts; SUPER role only (services). */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/manager/list',
    { config: admin, schema: { querystring: ZManagerListQuery, response: { 200: ZManagerListResponse } } },
    async (request) => listManagers(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/manager/:userId',
    { config: admin, schema: { params: ZManagerParams, response: { 200: ZManagerDetail } } },
    async (request) => getManager(app.db, actorOf(request), request.params.userId),
  );

  app.post(
    '/api/manager',
    { config: admin, schema: { body: ZManagerCreate, response: { 200: ZManagerCreateResponse } } },
    async (request) => createManager(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/manager/:userId/role',
    { config: admin, schema: { params: ZManagerParams, body: ZManagerRole, response: done } },
    async (request) => changeManagerRole(app.db, actorOf(request), request.params.userId, request.body),
  );

  app.post(
    '/api/manager/:userId/approve',
    { config: admin, schema: { params: ZManagerParams, body: ZManagerRole, response: done } },
    async (request) => approveManager(app.db, actorOf(request), request.params.userId, request.body),
  );

  for (const [action, run] of [
    ['lock', lockManager],
    ['unlock', unlockManager],
    ['otp-reset', resetManagerOtp],
  ] as const) {
    app.post(
      `/api/manager/:userId/${action}`,
      { config: admin, schema: { params: ZManagerParams, response: done } },
      async (request) => run(app.db, actorOf(request), request.params.userId),
    );
  }

  app.delete(
    '/api/manager/:userId',
    { config: admin, schema: { params: ZManagerParams, response: done } },
    async (request) => deleteManager(app.db, actorOf(request), request.params.userId),
  );
};
