import {
  ZBmnexhlDetail,
  ZBmnexhlListQuery,
  ZBmnexhlListResponse,
  ZBmnexhlParams,
  ZBmnexhlSave,
  ZResultResponse,
  ZSmnexhlCreate,
  ZSmnexhlDetail,
  ZSmnexhlListQuery,
  ZSmnexhlListResponse,
  ZSmnexhlParams,
  ZSmnexhlSave,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { createBmnexhl, deleteBmnexhlEntry, getBmnexhl, listBmnexhls, updateBmnexhlEntry } from './bmnexhl.service.js';
import { createSmnexhl, deleteSmnexhlEntry, getSmnexhl, listSmnexhls, updateSmnexhlEntry } from './smnexhl.service.js';

const admin = { access: 'admin' } as const;
const B = '/api/mnexhlMng/bmnexhl';
const S = '/api/mnexhlMng/smnexhl';

/** spec §2 admin mnexhlMng: big halls and the small halls inside them, the admin CRUD shape. */
export const mnexhlAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(`${B}/list`, { config: admin, schema: { querystring: ZBmnexhlListQuery, response: { 200: ZBmnexhlListResponse } } }, (request) =>
    listBmnexhls(db, actorOf(request), request.query),
  );
  app.get(`${B}/:bmnexhlId`, { config: admin, schema: { params: ZBmnexhlParams, response: { 200: ZBmnexhlDetail } } }, (request) =>
    getBmnexhl(db, actorOf(request), request.params.bmnexhlId),
  );
  app.post(B, { config: admin, schema: { body: ZBmnexhlSave, response: { 200: ZBmnexhlDetail } } }, (request) =>
    createBmnexhl(db, actorOf(request), request.body),
  );
  app.put(`${B}/:bmnexhlId`, { config: admin, schema: { params: ZBmnexhlParams, body: ZBmnexhlSave, response: { 200: ZBmnexhlDetail } } }, (request) =>
    updateBmnexhlEntry(db, actorOf(request), request.params.bmnexhlId, request.body),
  );
  app.delete(`${B}/:bmnexhlId`, { config: admin, schema: { params: ZBmnexhlParams, response: { 200: ZResultResponse } } }, (request) =>
    deleteBmnexhlEntry(db, actorOf(request), request.params.bmnexhlId),
  );

  app.get(`${S}/list`, { config: admin, schema: { querystring: ZSmnexhlListQuery, response: { 200: ZSmnexhlListResponse } } }, (request) =>
    listSmnexhls(db, actorOf(request), request.query),
  );
  app.get(`${S}/:smnexhlId`, { config: admin, schema: { params: ZSmnexhlParams, response: { 200: ZSmnexhlDetail } } }, (request) =>
    getSmnexhl(db, actorOf(request), request.params.smnexhlId),
  );
  app.post(S, { config: admin, schema: { body: ZSmnexhlCreate, response: { 200: ZSmnexhlDetail } } }, (request) =>
    createSmnexhl(db, actorOf(request), request.body),
  );
  app.put(`${S}/:smnexhlId`, { config: admin, schema: { params: ZSmnexhlParams, body: ZSmnexhlSave, response: { 200: ZSmnexhlDetail } } }, (request) =>
    updateSmnexhlEntry(db, actorOf(request), request.params.smnexhlId, request.body),
  );
  app.delete(`${S}/:smnexhlId`, { config: admin, schema: { params: ZSmnexhlParams, response: { 200: ZResultResponse } } }, (request) =>
    deleteSmnexhlEntry(db, actorOf(request), request.params.smnexhlId),
  );
};
