import {
  ZAssistInstItem,
  ZAssistInstListQuery,
  ZAssistInstListResponse,
  ZAssistInstParams,
  ZAssistInstSave,
  ZResultResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { createAssistInst, deleteAssistInstEntry, getAssistInst, listAssistInsts, updateAssistInstEntry } from './assist-inst.service.js';

const admin = { access: 'admin' } as const;

/** The assist-institution page's API (spec §2 admin assistInst). */
export const assistInstAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/assistInst/list',
    { config: admin, schema: { querystring: ZAssistInstListQuery, response: { 200: ZAssistInstListResponse } } },
    async (request) => listAssistInsts(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/assistInst/:assistInstId',
    { config: admin, schema: { params: ZAssistInstParams, response: { 200: ZAssistInstItem } } },
    async (request) => getAssistInst(app.db, actorOf(request), request.params.assistInstId),
  );

  app.post(
    '/api/assistInst',
    { config: admin, schema: { body: ZAssistInstSave, response: { 200: ZAssistInstItem } } },
    async (request) => createAssistInst(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/assistInst/:assistInstId',
    { config: admin, schema: { params: ZAssistInstParams, body: ZAssistInstSave, response: { 200: ZAssistInstItem } } },
    async (request) => updateAssistInstEntry(app.db, actorOf(request), request.params.assistInstId, request.body),
  );

  app.delete(
    '/api/assistInst/:assistInstId',
    { config: admin, schema: { params: ZAssistInstParams, response: { 200: ZResultResponse } } },
    async (request) => deleteAssistInstEntry(app.db, actorOf(request), request.params.assistInstId),
  );
};
