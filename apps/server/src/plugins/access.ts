import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';
import { appendHook } from './route-hooks.js';

const API_PATH = /^(?:\/icec)?\/api\//;

/**
 * Every route declares who may call it (ARCHITECTURE realms, SECURITY 14-15): a route without
 * `config.access` makes the app refuse to start, so no route is public by accident.
 * - public: anyone
 * - user: a logged-in user-realm account (G, T, S)
 * - admin: a logged-in administrator (A)
 */
export type TAccess = 'public' | 'user' | 'admin';

export type TRequestUser = { userId: string; userTypeCd: string; mbrTypeAuthrt: string | null };

/**
 * Who calls, as services see it: the session's account (never an id from the client, SECURITY 15),
 * its address (request.ip honours only the configured trusted proxy, SECURITY 14) and the screen it
 * used, for the rules and the personal-data access log (SECURITY 17).
 */
export type TActor = TRequestUser & { ip: string; menuPath: string | null };

/** The page the request came from, when it is one of ours (the referring screen). */
function menuPathOf(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(`${request.protocol}://${request.host}`).origin ? url.pathname.slice(0, 300) : null;
  } catch {
    return null;
  }
}

/** The logged-in caller, or null for a guest (public routes whose answer depends on who asks). */
export function actorOrGuest(request: FastifyRequest): TActor | null {
  const user = request.user;
  if (!user) return null;
  return { userId: user.userId, userTypeCd: user.userTypeCd, mbrTypeAuthrt: user.mbrTypeAuthrt, ip: request.ip, menuPath: menuPathOf(request) };
}

/** The logged-in caller (401 for a guest): for 'user' routes, and services that check the rest themselves. */
export function actorOf(request: FastifyRequest): TActor {
  const actor = actorOrGuest(request);
  if (!actor) throw AppError.unauthorized();
  return actor;
}

/** The first line of an admin service (ARCHITECTURE convention 2): administrators only. */
export function assertAdmin(actor: TActor): void {
  if (actor.userTypeCd !== 'A') throw AppError.forbidden(undefined, { isAdmin: false });
}

/** The calling administrator (401 for a guest, 403 for anyone else). */
export function adminOf(request: FastifyRequest): TActor {
  const actor = actorOf(request);
  assertAdmin(actor);
  return actor;
}

/** One registered route, who may call it and its schemas: the app's own route table, for tests that walk every route. */
export type TRouteAccess = { method: string; url: string; access: TAccess; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
  }
  interface FastifyInstance {
    /** every route with its access, in registration order (HEAD twins left out) */
    routeAccess: TRouteAccess[];
  }
  interface FastifyRequest {
    /** set by the identity module from the server session; null when anonymous */
    user: TRequestUser | null;
  }
}

async function access(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const routeAccess: TRouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);

  app.addHook('onRoute', (route) => {
    const required = (route.config as { access?: TAccess } | undefined)?.access;
    if (!required) {
      if (route.method === 'HEAD') return;
      throw new Error(`route ${String(route.method)} ${route.url} has no config.access`);
    }
    // decision 014: an API route is registered from its definition in the contract (serveApi).
    if (API_PATH.test(route.url) && !route.config?.apiRoute) {
      throw new Error(`route ${String(route.method)} ${route.url} is not registered from an API definition (serveApi)`);
    }
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeAccess.push({ method, url: route.url, access: required, schema: route.schema });
    if (required === 'public') return;
    // An onRequest hook of the route: after the session is loaded (a global onRequest hook) and
    // before the anti-forgery check, the body's parsing and its validation, so a guest gets 401 and
    // a wrong role 403 whatever the body (never a 400 that describes the call).
    const check = (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      const user = request.user;
      if (!user) return done(AppError.unauthorized());
      const isAdmin = user.userTypeCd === 'A';
      if (required === 'admin' && !isAdmin) return done(AppError.forbidden(undefined, { isAdmin: false }));
      // An admin session cannot use the user service (spec §5).
      if (required === 'user' && isAdmin) return done(AppError.forbidden(undefined, { isAdmin: true }));
      done();
    };
    route.onRequest = appendHook(route.onRequest, check);
  });
}

export default fp(access, { name: 'access' });
