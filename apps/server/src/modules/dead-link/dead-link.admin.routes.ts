import { ZDeadLinkResultQuery, ZDeadLinkResultResponse, ZDeadLinkStartResponse, ZDeadLinkStatus, ZDeadLinkStopResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { getDeadLinkStatus, listDeadLinkResults, startDeadLinkRun, stopDeadLinkRun, type TDeadLinkDeps } from './dead-link.service.js';

const admin = { access: 'admin' } as const;

/** The link checker page's API (spec §2 admin deadLink, §8 messages); any administrator. */
export const deadLinkRoutes: FastifyPluginAsyncZod<{ deps: TDeadLinkDeps }> = async (app, { deps }) => {
  app.post('/api/deadLink/start', { config: admin, schema: { response: { 200: ZDeadLinkStartResponse } } }, async (request) =>
    startDeadLinkRun(deps, actorOf(request)),
  );

  app.get('/api/deadLink/status', { config: admin, schema: { response: { 200: ZDeadLinkStatus } } }, async (request) =>
    getDeadLinkStatus(deps, actorOf(request)),
  );

  app.post('/api/deadLink/stop', { config: admin, schema: { response: { 200: ZDeadLinkStopResponse } } }, async (request) =>
    stopDeadLinkRun(deps, actorOf(request)),
  );

  app.get(
    '/api/deadLink/results',
    { config: admin, schema: { querystring: ZDeadLinkResultQuery, response: { 200: ZDeadLinkResultResponse } } },
    async (request) => listDeadLinkResults(deps, actorOf(request), request.query),
  );
};
