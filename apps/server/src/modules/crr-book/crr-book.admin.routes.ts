import { ZCrrBookItem, ZCrrBookListQuery, ZCrrBookListResponse, ZCrrBookParams, ZCrrBookSave, ZResultResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../privacy-log/privacy-log.request.js';
import { createCrrBook, deleteCrrBookEntry, getCrrBook, listCrrBooks, updateCrrBookEntry } from './crr-book.service.js';

const admin = { access: 'admin' } as const;

/** The career book page's API (spec §2 admin crrBookMng); any administrator. */
export const crrBookAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/crrBookMng/list',
    { config: admin, schema: { querystring: ZCrrBookListQuery, response: { 200: ZCrrBookListResponse } } },
    async (request) => listCrrBooks(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/crrBookMng/:crrBookId',
    { config: admin, schema: { params: ZCrrBookParams, response: { 200: ZCrrBookItem } } },
    async (request) => getCrrBook(app.db, actorOf(request), request.params.crrBookId),
  );

  app.post(
    '/api/crrBookMng',
    { config: admin, schema: { body: ZCrrBookSave, response: { 200: ZCrrBookItem } } },
    async (request) => createCrrBook(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/crrBookMng/:crrBookId',
    { config: admin, schema: { params: ZCrrBookParams, body: ZCrrBookSave, response: { 200: ZCrrBookItem } } },
    async (request) => updateCrrBookEntry(app.db, actorOf(request), request.params.crrBookId, request.body),
  );

  app.delete(
    '/api/crrBookMng/:crrBookId',
    { config: admin, schema: { params: ZCrrBookParams, response: { 200: ZResultResponse } } },
    async (request) => deleteCrrBookEntry(app.db, actorOf(request), request.params.crrBookId),
  );
};
