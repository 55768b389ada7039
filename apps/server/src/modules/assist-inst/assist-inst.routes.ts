import { ZAssistInstPublicQuery, ZAssistInstPublicResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPublicAssistInsts } from './assist-inst.service.js';

/** /infoGd/crrInst reads this without login (spec §6: /infoGd is a public prefix). */
export const assistInstRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/icec/api/assistInst/list',
    { config: { access: 'public' }, schema: { querystring: ZAssistInstPublicQuery, response: { 200: ZAssistInstPublicResponse } } },
    async (request) => listPublicAssistInsts(app.db, request.query),
  );
};
