import { LOGIN_PROVIDERS, SOCIAL_MESSAGES, socialLoginApi, type TLoginProvider } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config/env.js';
import { AppError } from '../../plugins/app-error.js';
import { serveApi } from '../../plugins/serve-api.js';
import { browserOwnerHash, getLoginUserInfo, stepOf } from '../auth/index.js';
import { buildAuthorizeUrl, type TOutbound } from './oauth-client.js';
import { acceptState, newAuthorisation, OAUTH_STATE_COOKIE, OAUTH_STATE_COOKIE_PATH, OAUTH_STATE_TTL_SEC, openState, sealState } from './oauth-state.js';
import { toSafeRelativePath } from './safe-path.js';
import { getSocialJoinPending, socialCallback } from './social-login.service.js';

/**
 * Social and partner login (spec §2 /login/kakao, /login/naver, /login/google, /login/majuon) as
 * OAuth 2 authorisation-code flows with state and PKCE (SECURITY 5, 6, 12, 13).
 */
export function socialLoginRoutes(config: TConfig): FastifyPluginAsyncZod {
  return async (app) => {
    const cookieOptions = { path: OAUTH_STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction };

    const providerConfig = (provider: TLoginProvider) => {
      const found = config.oauth.providers[provider];
      if (!found) throw new AppError('SOCIAL_PROVIDER_DISABLED', 404, SOCIAL_MESSAGES.unavailable);
      return found;
    };
    const outbound = (request: FastifyRequest): TOutbound => ({ allowPrivate: config.oauth.outboundAllowPrivate, log: request.log });
    const publicAccess = { config: { access: 'public' } } as const;

    serveApi(app, socialLoginApi, 'providers', publicAccess, async () => ({
      providers: LOGIN_PROVIDERS.filter((provider) => config.oauth.providers[provider]),
    }));

    // A navigation from the login page: remembers the request in this browser and leaves for the provider.
    serveApi(app, socialLoginApi, 'authorize', publicAccess, async (request, reply) => {
      const { provider } = request.params;
      const found = providerConfig(provider);
      // Bind to what this browser will present at the callback: its live session, else its
      // anonymous key (created now on a first visit; an ended session's id is dropped in this answer).
      if (!request.session) request.csrfSubject = undefined;
      app.issueXsrfCookie(request, reply);
      const { state, verifier, challenge } = newAuthorisation();
      const redirectUri = `${config.oauth.publicBaseUrl ?? `${request.protocol}://${request.host}`}/login/${provider}`;
      const sealed = sealState(config.sessionSecret, {
        provider,
        state,
        verifier,
        ownerHash: browserOwnerHash(request),
        redirectUri,
        redirectUrl: toSafeRelativePath(request.query.redirectUrl),
        expiresAt: Date.now() + OAUTH_STATE_TTL_SEC * 1000,
      });
      reply.setCookie(OAUTH_STATE_COOKIE, sealed, { ...cookieOptions, maxAge: OAUTH_STATE_TTL_SEC });
      reply.header('cache-control', 'no-store');
      return reply.redirect(buildAuthorizeUrl(found, { redirectUri, state, challenge }), 302);
    });

    // The callback page forwards what the provider returned (an anti-forgery-checked POST).
    serveApi(app, socialLoginApi, 'callback', publicAccess, async (request, reply) => {
      const { provider } = request.params;
      const found = providerConfig(provider);
      const saved = openState(config.sessionSecret, request.cookies[OAUTH_STATE_COOKIE]);
      // One callback per authorisation request, whatever its outcome.
      reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions);
      const ownerHash = browserOwnerHash(request);
      if (!acceptState(saved, { provider, state: request.body.state, ownerHash })) {
        throw new AppError('SOCIAL_STATE_INVALID', 400, SOCIAL_MESSAGES.stateInvalid);
      }
      const { code, error } = request.body;
      if (error !== undefined || code === undefined) {
        throw new AppError('SOCIAL_LOGIN_CANCELLED', 400, error === 'access_denied' ? SOCIAL_MESSAGES.cancelled : SOCIAL_MESSAGES.failed);
      }
      const meta = { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null };
      const outcome = await socialCallback(app.db, { provider, providerConfig: found, code, saved, ownerHash, meta, outbound: outbound(request) });
      if (outcome.step === 'JOIN') return { step: 'JOIN' as const, loginUserInfo: null, redirectUrl: outcome.redirectUrl };
      // SECURITY 12: a new session id at login.
      const session = await app.sessions.start(request, reply, outcome.login);
      const loginUserInfo = outcome.login.pendingCd ? null : await getLoginUserInfo(app.db, config, session);
      return { step: stepOf(outcome.login.pendingCd), loginUserInfo, redirectUrl: outcome.redirectUrl };
    });

    serveApi(app, socialLoginApi, 'pending', publicAccess, async (request, reply) => {
      app.issueXsrfCookie(request, reply);
      reply.header('cache-control', 'no-store');
      return getSocialJoinPending(app.db, browserOwnerHash(request));
    });
  };
}
