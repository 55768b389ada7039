import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preParsingHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';
import { appendHook } from './route-hooks.js';

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

const sign = (secret: string, subject: string, nonce: string) => createHmac('sha256', secret).update(`${subject}.${nonce}`).digest('base64url');

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

const ANONYMOUS_KEY = /^[A-Za-z0-9_-]{43}$/;

async function csrf(app: FastifyInstance, opts: { secret: string; secure: boolean }) {
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: opts.secure };
  app.decorateRequest('csrfSubject', undefined);

  /** The session id when identity set one, else the anonymous key (created on first need). */
  function subjectOf(request: FastifyRequest, reply: FastifyReply, create: boolean): string | undefined {
    if (request.csrfSubject) return request.csrfSubject;
    let key = request.cookies[ANONYMOUS_KEY_COOKIE];
    if (!key || !ANONYMOUS_KEY.test(key)) {
      if (!create) return undefined;
      key = randomBytes(32).toString('base64url');
      reply.setCookie(ANONYMOUS_KEY_COOKIE, key, { ...cookieBase, httpOnly: true });
    }
    return (request.csrfSubject = key);
  }

  /** Any GET response sets the token cookie when it is missing or no longer matches the subject. */
  function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply) {
    const subject = subjectOf(request, reply, true);
    if (!subject || isValidToken(opts.secret, subject, request.cookies[XSRF_COOKIE])) return;
    reply.setCookie(XSRF_COOKIE, issueToken(opts.secret, subject), { ...cookieBase, httpOnly: false });
  }
  app.decorate('issueXsrfCookie', issueXsrfCookie);

  // preParsing: after every onRequest hook (identity may bind the subject), before the body is read.
  const verify: preParsingHookHandler = (request, reply, payload, done) => {
    const header = request.headers[XSRF_HEADER];
    const ok =
      typeof header === 'string' &&
      header === request.cookies[XSRF_COOKIE] &&
      isValidToken(opts.secret, subjectOf(request, reply, false), header) &&
      isSameOrigin(request);
    if (ok) return done(null, payload);
    issueXsrfCookie(request, reply);
    done(new AppError('CSRF', 403));
  };

  const issueOnGet: onSendHookHandler = (request, reply, payload, done) => {
    if (request.method === 'GET') issueXsrfCookie(request, reply);
    done(null, payload);
  };

  // Hooks go only on the routes that need them: state-changing routes verify, GET routes issue.
  app.addHook('onRoute', (route) => {
    if (route.config?.cookieless) return;
    const methods = [route.method].flat();
    if (methods.some((m) => !SAFE_METHODS.has(m))) route.preParsing = appendHook(route.preParsing, verify);
    if (methods.includes('GET')) route.onSend = appendHook(route.onSend, issueOnGet);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** for answers that are not routes (the web app's pages) */
    issueXsrfCookie(request: FastifyRequest, reply: FastifyReply): void;
  }
}

export default fp(csrf, { name: 'csrf', dependencies: ['@fastify/cookie'] });
