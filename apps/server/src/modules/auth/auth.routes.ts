import { authAdminApi, authApi } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config/env.js';
import { AppError } from '../../plugins/app-error.js';
import { serveApi } from '../../plugins/serve-api.js';
import { getLoginUserInfo, loginAdmin, loginUser, stepOf, type TLoginMeta, type TLoginResult } from './login.service.js';
import type { TRealm } from './session.plugin.js';

export const metaOf = (request: FastifyRequest): TLoginMeta => ({ ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null });

/** spec §7: a GET that changes state, so it is honoured only for a same-site navigation (SECURITY 13). */
function isSameSiteNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).host === request.host;
  } catch {
    return false;
  }
}

/**
 * Login, login state and logout for both realms (spec §2, §5, §7): /icec/api/login/* for the user
 * realm and /api/login/* for the admin realm. They are public routes: they read the session themselves.
 */
export function authRoutes(config: TConfig): FastifyPluginAsyncZod {
  return async (app) => {
    const publicAccess = { config: { access: 'public' } } as const;

    async function answerLogin(request: FastifyRequest, reply: FastifyReply, result: TLoginResult) {
      const session = await app.sessions.start(request, reply, result);
      const loginUserInfo = result.pendingCd ? null : await getLoginUserInfo(app.db, config, session);
      return { step: stepOf(result.pendingCd), loginUserInfo };
    }

    serveApi(app, authApi, 'loginProc', publicAccess, async (request, reply) =>
      answerLogin(request, reply, await loginUser(app.db, config, request.body, metaOf(request))),
    );
    serveApi(app, authAdminApi, 'loginProc', publicAccess, async (request, reply) =>
      answerLogin(request, reply, await loginAdmin(app.db, config, request.body, metaOf(request))),
    );

    for (const [api, realmCd, afterLogout] of [
      [authApi, 'USER', '/main'],
      [authAdminApi, 'ADMIN', '/admin/login'],
    ] as const satisfies readonly (readonly [typeof authApi | typeof authAdminApi, TRealm, string])[]) {
      const realmSession = (request: FastifyRequest) => (request.user && request.session?.realmCd === realmCd ? request.session : null);
      serveApi(app, api, 'getLoginUserInfo', publicAccess, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const session = realmSession(request);
        return { loginUserInfo: session ? await getLoginUserInfo(app.db, config, session) : null };
      });
      serveApi(app, api, 'isLogin', publicAccess, async (request) => ({ isLogin: realmSession(request) ? ('Y' as const) : ('N' as const) }));
      serveApi(app, api, 'extend', { config: { access: realmCd === 'USER' ? 'user' : 'admin' } }, async (request) => {
        const at = await app.sessions.extend(request);
        if (!at) throw AppError.unauthorized();
        return { sessionExpiresAt: at.toISOString(), sessionTimeoutSec: config.session.idleSec[realmCd] };
      });
      serveApi(app, api, 'logout', publicAccess, async (request, reply) => {
        if (!isSameSiteNavigation(request)) throw AppError.forbidden();
        await app.sessions.end(request, reply);
        return reply.redirect(afterLogout, 303);
      });
    }
  };
}
