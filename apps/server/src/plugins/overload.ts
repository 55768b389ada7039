import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import { ERROR_MESSAGES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RETRY_AFTER_SECONDS, sendError } from './error-handler.js';

/**
 * SECURITY 23: overload degrades, never crashes. under-pressure answers 503 with Retry-After
 * when the event loop lags; the per-address rate limit answers 429. A route may opt out with
 * `config: { rateLimit: false }` (the health probe: load balancers must keep seeing the truth).
 */
async function overload(app: FastifyInstance, opts: { maxEventLoopDelayMs: number; perMinute: number }) {
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: (_request, reply) => {
      void sendError(reply, 503, { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE });
    },
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: ERROR_MESSAGES.TOO_MANY_REQUESTS,
      retryAfter: context.after,
    }),
  });
}

export default fp(overload, { name: 'overload' });
