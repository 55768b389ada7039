import {
  ZInstCodeItem,
  ZInstCodeListQuery,
  ZInstCodeListResponse,
  ZInstCodeOptionsResponse,
  ZInstCodeParams,
  ZInstCodeSave,
  ZResultResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { createInstCode, deleteInstCodeEntry, getInstCode, listInstCodeOptions, listInstCodes, updateInstCodeEntry } from './inst-code.service.js';

const admin = { access: 'admin' } as const;

/** The institution-code page's API (spec §2 admin instCode). */
export const instCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/instCode/list',
    { config: admin, schema: { querystring: ZInstCodeListQuery, response: { 200: ZInstCodeListResponse } } },
    async (request) => listInstCodes(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/instCode/options',
    { config: admin, schema: { response: { 200: ZInstCodeOptionsResponse } } },
    async (request) => listInstCodeOptions(app.db, actorOf(request)),
  );

  app.get(
    '/api/instCode/:instCodeId',
    { config: admin, schema: { params: ZInstCodeParams, response: { 200: ZInstCodeItem } } },
    async (request) => getInstCode(app.db, actorOf(request), request.params.instCodeId),
  );

  app.post(
    '/api/instCode',
    { config: admin, schema: { body: ZInstCodeSave, response: { 200: ZInstCodeItem } } },
    async (request) => createInstCode(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/instCode/:instCodeId',
    { config: admin, schema: { params: ZInstCodeParams, body: ZInstCodeSave, response: { 200: ZInstCodeItem } } },
    async (request) => updateInstCodeEntry(app.db, actorOf(request), request.params.instCodeId, request.body),
  );

  app.delete(
    '/api/instCode/:instCodeId',
    { config: admin, schema: { params: ZInstCodeParams, response: { 200: ZResultResponse } } },
    async (request) => deleteInstCodeEntry(app.db, actorOf(request), request.params.instCodeId),
  );
};
