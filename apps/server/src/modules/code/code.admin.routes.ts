import {
  ZAdmCodeCreate,
  ZAdmCodeDeleteQuery,
  ZAdmCodeItem,
  ZAdmCodeListQuery,
  ZAdmCodeListResponse,
  ZAdmCodeParams,
  ZAdmCodeUpdate,
  ZAdmCodeViewQuery,
  ZAdmCodeViewResponse,
  ZCodeReflectStatus,
  ZResultResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { createCode, deleteCodeEntry, getReflectStatus, listCodes, listPartCodes, updateCodeEntry, viewCode } from './code.service.js';

const admin = { access: 'admin' } as const;

/** The code (classification) page's API: spec §7 view, partCodeList, list, and the page's edits. */
export const codeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/manageCode/view',
    { config: admin, schema: { querystring: ZAdmCodeViewQuery, response: { 200: ZAdmCodeViewResponse } } },
    async (request) => viewCode(app.db, actorOf(request), request.query.comCdId),
  );

  app.get(
    '/api/manageCode/partCodeList',
    { config: admin, schema: { querystring: ZAdmCodeListQuery, response: { 200: ZAdmCodeListResponse } } },
    async (request) => ({ codeList: await listPartCodes(app.db, actorOf(request), request.query.upComCdId) }),
  );

  app.get(
    '/api/manageCode/list',
    { config: admin, schema: { querystring: ZAdmCodeListQuery, response: { 200: ZAdmCodeListResponse } } },
    async (request) => ({ codeList: await listCodes(app.db, actorOf(request), request.query.upComCdId) }),
  );

  app.get(
    '/api/manageCode/reflectStatus',
    { config: admin, schema: { response: { 200: ZCodeReflectStatus } } },
    async (request) => getReflectStatus(app.db, actorOf(request)),
  );

  app.post(
    '/api/manageCode',
    { config: admin, schema: { body: ZAdmCodeCreate, response: { 200: ZAdmCodeItem } } },
    async (request) => createCode(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/manageCode/:comCdId',
    { config: admin, schema: { params: ZAdmCodeParams, body: ZAdmCodeUpdate, response: { 200: ZAdmCodeItem } } },
    async (request) => updateCodeEntry(app.db, actorOf(request), request.params.comCdId, request.body),
  );

  app.delete(
    '/api/manageCode/:comCdId',
    { config: admin, schema: { params: ZAdmCodeParams, querystring: ZAdmCodeDeleteQuery, response: { 200: ZResultResponse } } },
    async (request) => deleteCodeEntry(app.db, actorOf(request), request.params.comCdId, request.query.withChildren === 'Y'),
  );
};
