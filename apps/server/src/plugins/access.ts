import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';
import { appendHook } from './route-hooks.js';

/**
 * Every route declares who may call it (ARCHITECTURE realms, SECURITY 14-15): a route without
 * `config.access` makes the app refuse to start, so no route is public by accident.
 * - public: anyone
 * - user: a logged-in user-realm account (G, T, S)
 * - admin: a logged-in administrator (A)
 */
export type TAccess = 'public' | 'user' | 'admin';

export type TRequestUser = { userId: string; userTypeCd: string; mbrTypeAuthrt: string | null };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
  }
  interface FastifyRequest {
    /** set by the identity module from the server session; null when anonymous */
    user: TRequestUser | null;
  }
}

async function access(app: FastifyInstance) {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const required = (route.config as { access?: TAccess } | undefined)?.access;
    if (!required) {
      if (route.method === 'HEAD') return;
      throw new Error(`route ${String(route.method)} ${route.url} has no config.access`);
    }
    if (required === 'public') return;
    const check = async (request: FastifyRequest) => {
      const user = request.user;
      if (!user) throw AppError.unauthorized();
      const isAdmin = user.userTypeCd === 'A';
      if (required === 'admin' && !isAdmin) throw AppError.forbidden(undefined, { isAdmin: false });
      // An admin session cannot use the user service (spec §5).
      if (required === 'user' && isAdmin) throw AppError.forbidden(undefined, { isAdmin: true });
    };
    route.preHandler = appendHook(route.preHandler, check);
  });
}

export default fp(access, { name: 'access' });
