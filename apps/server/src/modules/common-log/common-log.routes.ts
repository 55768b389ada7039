import { commonLogApi } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { getRcmdtnCount, saveMenuVisit, saveRcmdtn, saveVisit, type TLogCaller } from './common-log.service.js';
import { actorOrGuest } from '../../plugins/access.js';

const MINUTE = '1 minute';

/**
 * spec §7 log calls. They serve both realms (ARCHITECTURE: /api/commonLog/* is outside the admin
 * IP guard), so they are public routes; the anti-forgery check applies to the POSTs as to any other.
 * Each route has its own per-address limit, a share of the global one (RATE_LIMIT_PER_MINUTE):
 * a browser sends one visit per session and one menu log per page, so more is a script.
 */
export async function commonLogRoutes(app: FastifyInstance, { perMinute }: { perMinute: number }) {
  const limited = (share: number) =>
    ({ config: { access: 'public', rateLimit: { max: Math.max(1, Math.floor(perMinute / share)), timeWindow: MINUTE } } }) as const;
  const callerOf = (request: FastifyRequest): TLogCaller => ({ user: actorOrGuest(request), userAgent: request.headers['user-agent'] });

  serveApi(app, commonLogApi, 'acsSave', limited(10), (request) => saveVisit(app.db, callerOf(request), request.body));

  serveApi(app, commonLogApi, 'acsMenu', limited(4), (request) => saveMenuVisit(app.db, callerOf(request), request.query));

  serveApi(app, commonLogApi, 'rcmdtnCount', limited(4), (request, reply) => {
    // the answer depends on the caller (rcmdtnYn)
    reply.header('cache-control', 'no-store');
    return getRcmdtnCount(app.db, actorOrGuest(request), request.params);
  });

  serveApi(app, commonLogApi, 'rcmdtnSave', limited(20), (request) => saveRcmdtn(app.db, actorOrGuest(request), request.body));
}
