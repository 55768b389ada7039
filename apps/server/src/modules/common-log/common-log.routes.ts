import { ZAcsMenuQuery, ZAcsSave, ZRcmdtnCount, ZRcmdtnTarget, ZResultResponse } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRcmdtnCount, saveMenuVisit, saveRcmdtn, saveVisit, type TLogCaller } from './common-log.service.js';

const MINUTE = '1 minute';

/**
 * spec §7 log calls. They serve both realms (ARCHITECTURE: /api/commonLog/* is outside the admin
 * IP guard), so they are public routes; the anti-forgery check applies to the POSTs as to any other.
 * Each route has its own per-address limit, a share of the global one (RATE_LIMIT_PER_MINUTE):
 * a browser sends one visit per session and one menu log per page, so more is a script.
 */
export const commonLogRoutes: FastifyPluginAsyncZod<{ perMinute: number }> = async (app, { perMinute }) => {
  const limit = (share: number) => ({ max: Math.max(1, Math.floor(perMinute / share)), timeWindow: MINUTE });
  const callerOf = (request: FastifyRequest): TLogCaller => ({ user: request.user, userAgent: request.headers['user-agent'] });

  app.post(
    '/api/commonLog/acs/save',
    { config: { access: 'public', rateLimit: limit(10) }, schema: { body: ZAcsSave, response: { 200: ZResultResponse } } },
    async (request) => saveVisit(app.db, callerOf(request), request.body),
  );

  app.post(
    '/api/commonLog/acs/menu',
    { config: { access: 'public', rateLimit: limit(4) }, schema: { querystring: ZAcsMenuQuery, response: { 200: ZResultResponse } } },
    async (request) => saveMenuVisit(app.db, callerOf(request), request.query),
  );

  app.get(
    '/api/commonLog/rcmdtn/count/:srvcCd/:idntfId',
    { config: { access: 'public', rateLimit: limit(4) }, schema: { params: ZRcmdtnTarget, response: { 200: ZRcmdtnCount } } },
    async (request, reply) => {
      // the answer depends on the caller (rcmdtnYn)
      reply.header('cache-control', 'no-store');
      return getRcmdtnCount(app.db, request.user, request.params);
    },
  );

  app.post(
    '/api/commonLog/rcmdtn/save',
    { config: { access: 'public', rateLimit: limit(20) }, schema: { body: ZRcmdtnTarget, response: { 200: ZRcmdtnCount } } },
    async (request) => saveRcmdtn(app.db, request.user, request.body),
  );
};
