import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env.js';
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession, touchSession, type TSessionRow } from './session.repo.js';

/** SECURITY 12: an opaque random id in an HttpOnly, SameSite cookie (Secure in production). */
export const SESSION_COOKIE = 'PORTAL_SID';
const SID_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** The idle deadline is written at most this often; the client's timer allows for it. */
const TOUCH_EVERY_MS = 15_000;
const SWEEP_EVERY_MS = 10 * 60_000;

export type TRealm = 'USER' | 'ADMIN';
export type TPendingCd = TSessionRow['pendingCd'];

export type TRequestSession = {
  sidHash: string;
  userId: string;
  realmCd: TRealm;
  pendingCd: TPendingCd;
  idleExpiresAt: Date;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** the server session, logged in or half-way (pendingCd); null without one */
    session: TRequestSession | null;
  }
}

const hashSid = (sid: string) => createHash('sha256').update(sid).digest('base64url');

async function sessionPlugin(app: FastifyInstance, opts: { config: TConfig }) {
  const { config } = opts;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction };
  app.decorateRequest('session', null);

  async function loadSession(request: FastifyRequest, reply: FastifyReply, sid: string) {
    if (!SID_FORMAT.test(sid)) return void reply.clearCookie(SESSION_COOKIE, cookieOptions);
    const sidHash = hashSid(sid);
    // The token stays bound to the presented id even when its session has ended, so a request
    // made after a time-out is answered as a guest's (isLogin N, 401) rather than as a forgery.
    request.csrfSubject = sid;
    const row = await findLiveSession(app.db, sidHash);
    // A locked, withdrawn or unapproved account loses its sessions at once.
    if (!row || row.userSttsCd !== 'ACTV') {
      if (row) await deleteSession(app.db, sidHash);
      endedSessions.add(request);
      return;
    }
    let idleExpiresAt = row.idleExpiresAt;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      idleExpiresAt = (await touchSession(app.db, sidHash, config.session.idleSec[row.realmCd])) ?? idleExpiresAt;
    }
    request.session = { sidHash, userId: row.userId, realmCd: row.realmCd, pendingCd: row.pendingCd, idleExpiresAt };
    // A session of the wrong realm for its account never counts as logged in.
    const realmOk = (row.realmCd === 'ADMIN') === (row.userTypeCd === 'A');
    if (!row.pendingCd && realmOk) request.user = { userId: row.userId, userTypeCd: row.userTypeCd, mbrTypeAuthrt: row.mbrTypeAuthrt };
  }

  // Callback style, not async: a request without the cookie (the health probe, a guest's first
  // page) costs no promise (decision 003).
  app.addHook('onRequest', (request, reply, done) => {
    const sid = request.cookies[SESSION_COOKIE];
    if (!sid || request.routeOptions.config?.cookieless) return done();
    loadSession(request, reply, sid).then(() => done(), done);
  });

  // An ended session's cookie is removed and the token re-bound to the anonymous key.
  const endedSessions = new WeakSet<FastifyRequest>();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (endedSessions.has(request)) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      // Only while the token is still bound to the dead id: a route may already have re-bound it
      // to a new anonymous key (the social login's authorize step), which must stay the one sent.
      if (request.csrfSubject === request.cookies[SESSION_COOKIE]) {
        request.csrfSubject = undefined;
        app.issueXsrfCookie(request, reply);
      }
    }
    done(null, payload);
  });

  const timer = setInterval(() => {
    deleteExpiredSessions(app.db).catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  /**
   * Starts a new session (SECURITY 12: a new id at login, OTP success and password change): the
   * old one is deleted, the anti-forgery token is re-bound to the new id and sent with the answer.
   */
  async function startSession(request: FastifyRequest, reply: FastifyReply, who: { userId: string; realmCd: TRealm; pendingCd: TPendingCd }) {
    if (request.session) await deleteSession(app.db, request.session.sidHash);
    const sid = randomBytes(32).toString('base64url');
    const sidHash = hashSid(sid);
    const idleExpiresAt = await insertSession(app.db, {
      sidHash,
      ...who,
      idleSec: config.session.idleSec[who.realmCd],
      absoluteSec: config.session.absoluteSec,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    });
    reply.setCookie(SESSION_COOKIE, sid, cookieOptions);
    request.session = { sidHash, ...who, idleExpiresAt };
    request.csrfSubject = sid;
    request.user = null;
    app.issueXsrfCookie(request, reply);
    return request.session;
  }

  /** Logout (SECURITY 12): the session dies on the server; the browser gets a fresh anonymous token. */
  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    if (request.session) await deleteSession(app.db, request.session.sidHash);
    request.session = null;
    request.user = null;
    request.csrfSubject = undefined;
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    app.issueXsrfCookie(request, reply);
  }

  /** Renews the idle deadline now (the client's 'extend' answer, spec §4). */
  async function extendSession(request: FastifyRequest): Promise<Date | undefined> {
    const session = request.session;
    if (!session) return undefined;
    const at = await touchSession(app.db, session.sidHash, config.session.idleSec[session.realmCd]);
    if (at) session.idleExpiresAt = at;
    return at;
  }

  app.decorate('sessions', { start: startSession, end: endSession, extend: extendSession });
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      start(request: FastifyRequest, reply: FastifyReply, who: { userId: string; realmCd: TRealm; pendingCd: TPendingCd }): Promise<TRequestSession>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      extend(request: FastifyRequest): Promise<Date | undefined>;
    };
  }
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['csrf'] });
