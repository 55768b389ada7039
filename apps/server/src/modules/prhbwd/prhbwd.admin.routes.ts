import {
  ZPrhbwdBulkResponse,
  ZPrhbwdBulkSave,
  ZPrhbwdCheckRequest,
  ZPrhbwdCheckResponse,
  ZPrhbwdItem,
  ZPrhbwdListQuery,
  ZPrhbwdListResponse,
  ZPrhbwdParams,
  ZPrhbwdSave,
  ZResultResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import {
  bulkCreatePrhbwds,
  checkPrhbwdText,
  createPrhbwd,
  deletePrhbwdEntry,
  getPrhbwd,
  listPrhbwds,
  updatePrhbwdEntry,
} from './prhbwd.service.js';

const admin = { access: 'admin' } as const;

/** admin prhbwdMng: the prohibited words (CRUD, bulk add, and the 'test a sentence' tool). */
export const prhbwdAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/prhbwdMng/list',
    { config: admin, schema: { querystring: ZPrhbwdListQuery, response: { 200: ZPrhbwdListResponse } } },
    async (request) => listPrhbwds(app.db, actorOf(request), request.query),
  );

  app.post(
    '/api/prhbwdMng/bulk',
    { config: admin, schema: { body: ZPrhbwdBulkSave, response: { 200: ZPrhbwdBulkResponse } } },
    async (request) => bulkCreatePrhbwds(app.db, actorOf(request), request.body),
  );

  app.post(
    '/api/prhbwdMng/check',
    { config: admin, schema: { body: ZPrhbwdCheckRequest, response: { 200: ZPrhbwdCheckResponse } } },
    async (request) => checkPrhbwdText(app.db, actorOf(request), request.body.text),
  );

  app.get(
    '/api/prhbwdMng/:prhbwdId',
    { config: admin, schema: { params: ZPrhbwdParams, response: { 200: ZPrhbwdItem } } },
    async (request) => getPrhbwd(app.db, actorOf(request), request.params.prhbwdId),
  );

  app.post(
    '/api/prhbwdMng',
    { config: admin, schema: { body: ZPrhbwdSave, response: { 200: ZPrhbwdItem } } },
    async (request) => createPrhbwd(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/prhbwdMng/:prhbwdId',
    { config: admin, schema: { params: ZPrhbwdParams, body: ZPrhbwdSave, response: { 200: ZPrhbwdItem } } },
    async (request) => updatePrhbwdEntry(app.db, actorOf(request), request.params.prhbwdId, request.body),
  );

  app.delete(
    '/api/prhbwdMng/:prhbwdId',
    { config: admin, schema: { params: ZPrhbwdParams, response: { 200: ZResultResponse } } },
    async (request) => deletePrhbwdEntry(app.db, actorOf(request), request.params.prhbwdId),
  );
};
