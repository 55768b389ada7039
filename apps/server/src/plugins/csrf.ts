import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';

/** The names axios uses (spec §7: an anti-forgery cookie and header pair). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/**
 * Until a visitor has a server session, the token is bound to this HttpOnly random key,
 * so a token read from one browser is worthless in another (SECURITY 13).
 */
export const ANONYMOUS_KEY_COOKIE = 'PORTAL_AK';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a machine endpoint (the health probe): no cookies are set on its answers */
    cookieless?: boolean;
  }
  interface FastifyRequest {
    /**
     * What the anti-forgery token is bound to: the session id once identity sets one
     * (it assigns this in an onRequest hook registered after this plugin), else the anonymous key.
     */
    csrfSubject: string | undefined;
  }
}

const sign = (secret: string, subject: string, nonce: string) =>
  createHmac('sha256', secret).update(`${subject}.${nonce}`).digest('base64url');

export function issueToken(secret: string, subject: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, subject, nonce)}`;
}

export function isValidToken(secret: string, subject: string | undefined, token: string | undefined): boolean {
  if (!subject || !token) return false;
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, subject, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** SECURITY 13: the request must come from our own origin. */
function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

async function csrf(app: FastifyInstance, opts: { secret: string; secure: boolean }) {
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: opts.secure };
  app.decorateRequest('csrfSubject', undefined);

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.cookieless) return;
    let key = request.cookies[ANONYMOUS_KEY_COOKIE];
    if (!key || !/^[A-Za-z0-9_-]{43}$/.test(key)) {
      key = randomBytes(32).toString('base64url');
      reply.setCookie(ANONYMOUS_KEY_COOKIE, key, { ...cookieBase, httpOnly: true });
    }
    request.csrfSubject = key;
  });

  // preParsing: after every onRequest hook (identity may rebind the subject), before the body is read.
  app.addHook('preParsing', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method)) return payload;
    const header = request.headers[XSRF_HEADER];
    const cookie = request.cookies[XSRF_COOKIE];
    const ok =
      typeof header === 'string' &&
      header === cookie &&
      isValidToken(opts.secret, request.csrfSubject, header) &&
      isSameOrigin(request);
    if (!ok) {
      ensureToken(request, reply);
      throw new AppError('CSRF', 403);
    }
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET') ensureToken(request, reply);
    return payload;
  });

  /** Any GET response sets the token cookie when it is missing or no longer matches the subject. */
  function ensureToken(request: FastifyRequest, reply: FastifyReply) {
    if (isValidToken(opts.secret, request.csrfSubject, request.cookies[XSRF_COOKIE])) return;
    if (!request.csrfSubject) return;
    reply.setCookie(XSRF_COOKIE, issueToken(opts.secret, request.csrfSubject), { ...cookieBase, httpOnly: false });
  }
}

export default fp(csrf, { name: 'csrf', dependencies: ['@fastify/cookie'] });
