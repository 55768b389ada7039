import { applyKoreanZodMessages, ERROR_MESSAGES, type TApiError, toFieldErrors } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MAX_CAUSE_DEPTH } from '../lib/log.js';
import { AppError } from './app-error.js';

/** Fastify's own 4xx codes mapped to our codes; anything else of status >= 500 is INTERNAL. */
const FASTIFY_CODES: Record<number, keyof typeof ERROR_MESSAGES> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** When a client may try again after a 503 (overload: a lagging event loop, no free database connection). */
export const RETRY_AFTER_SECONDS = 10;

export function sendError(reply: FastifyReply, status: number, body: TApiError) {
  if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/** What pg says when no connection came in time: the pool's wait, the connection's own start-up, the server's limit. */
const CONNECTION_WAIT_MESSAGES = new Set(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout']);
const TOO_MANY_CONNECTIONS = '53300';

/** SECURITY 23: waiting for a database connection is overload (503), not a failure of the request (500). */
function isDatabaseBusy(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_CAUSE_DEPTH) return false;
  if (CONNECTION_WAIT_MESSAGES.has(error.message) || (error as { code?: unknown }).code === TOO_MANY_CONNECTIONS) return true;
  return isDatabaseBusy(error.cause, depth + 1);
}

function toEnvelope(error: FastifyError | AppError, request: FastifyRequest): { status: number; body: TApiError } {
  if (error instanceof AppError) {
    return { status: error.status, body: { code: error.code, message: error.message, ...(error.data && { data: error.data }) } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors = toFieldErrors(
      error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? ERROR_MESSAGES.VALIDATION })),
    );
    return { status: 400, body: { code: 'VALIDATION', message: ERROR_MESSAGES.VALIDATION, data: { fieldErrors } } };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const code = status === 500 ? 'INTERNAL' : (FASTIFY_CODES[status] ?? 'BAD_REQUEST');
  // SECURITY 3: never a stack, SQL or path; 5xx carries the correlation id for support.
  const data = status >= 500 ? { requestId: String(request.id) } : undefined;
  return { status, body: { code, message: ERROR_MESSAGES[code], ...(data && { data }) } };
}

async function errorHandler(app: FastifyInstance) {
  // Field errors carry zod's messages: the ones a schema does not word itself come from this map.
  applyKoreanZodMessages();
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'no database connection in time');
      return sendError(reply, 503, { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE });
    }
    const { status, body } = toEnvelope(error, request);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request rejected');
    return sendError(reply, status, body);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
