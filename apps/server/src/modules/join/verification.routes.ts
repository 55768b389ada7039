import { idntfLocalApi, joinApi, toFieldErrors } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config/env.js';
import { serveApi } from '../../plugins/serve-api.js';
import { browserOwnerHash } from '../auth/index.js';
import { openFlowState, sealFlowState } from './flow-state.js';
import { renderLocalWindow } from './local-window.js';
import type { IIdentityProvider } from './providers/identity-provider.js';
import { CALLBACK_PAGE_PATH, signLocalResult, ZLocalPerson, ZVrfcId } from './providers/local-provider.js';
import { findLocalRequest, finishVerification, getVerificationResult, startVerification, VRFC_REQUEST_TTL_SEC } from './verification.service.js';

/** The sealed flow state between start and callback (see flow-state.ts). */
export const IDNTF_FLOW_COOKIE = 'PORTAL_IDNTF';
/** The local window is a document under the API prefix: it gets its own policy, still without script. */
const LOCAL_WINDOW_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const sendWindow = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('content-security-policy', LOCAL_WINDOW_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

/** The local provider's window and its submit (development and tests only; see verification-env.ts). */
function localWindowRoutes(config: TConfig): FastifyPluginAsyncZod {
  return async (app) => {
    const liveRequest = async (vrfcId: unknown) => (ZVrfcId.safeParse(vrfcId).success ? findLocalRequest(app.db, vrfcId as string) : undefined);

    serveApi(app, idntfLocalApi, 'authorize', { config: { access: 'public' } }, async (request, reply) => {
      const { vrfcId } = request.query;
      const live = await liveRequest(vrfcId);
      return sendWindow(reply, live ? 200 : 404, renderLocalWindow({ siteName: config.siteName, vrfcId, purposeCd: live?.purposeCd }));
    });

    // A GET that changes nothing: it signs what was typed and sends the browser to the callback page.
    serveApi(app, idntfLocalApi, 'submit', { config: { access: 'public' } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const live = await liveRequest(query.vrfcId);
      const vrfcId = typeof query.vrfcId === 'string' ? query.vrfcId : '';
      if (!live) return sendWindow(reply, 404, renderLocalWindow({ siteName: config.siteName, vrfcId, purposeCd: undefined }));
      const parsed = ZLocalPerson.safeParse(query);
      if (!parsed.success) {
        const errors = toFieldErrors(parsed.error.issues);
        return sendWindow(reply, 400, renderLocalWindow({ siteName: config.siteName, vrfcId, purposeCd: live.purposeCd, values: query, errors }));
      }
      const signed = signLocalResult(config.sessionSecret, parsed.data);
      return reply.redirect(`${CALLBACK_PAGE_PATH}?${new URLSearchParams(signed).toString()}`, 302);
    });
  };
}

/**
 * Identity verification (spec §2 nice, niceCallback): start, the provider's return, and the
 * verified result for the next form. All public: a guest verifies before joining or recovering.
 */
export function verificationRoutes(config: TConfig, provider: IIdentityProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const cookieOptions = { path: '/icec/api/idntf', httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction };

    const publicAccess = { config: { access: 'public' } } as const;

    serveApi(app, joinApi, 'idntfStart', publicAccess, async (request, reply) => {
      const { response, flow } = await startVerification(app.db, provider, { ...request.body, ownerHash: browserOwnerHash(request) });
      reply.setCookie(IDNTF_FLOW_COOKIE, sealFlowState(config.sessionSecret, flow, VRFC_REQUEST_TTL_SEC), { ...cookieOptions, maxAge: VRFC_REQUEST_TTL_SEC });
      return response;
    });

    serveApi(app, joinApi, 'idntfCallback', publicAccess, async (request, reply) => {
      const flow = openFlowState(config.sessionSecret, request.cookies[IDNTF_FLOW_COOKIE]);
      const result = await finishVerification(app.db, provider, { params: request.body, flow, ownerHash: browserOwnerHash(request) });
      reply.clearCookie(IDNTF_FLOW_COOKIE, cookieOptions);
      return result;
    });

    serveApi(app, joinApi, 'idntfResult', publicAccess, (request) =>
      getVerificationResult(app.db, { vrfcId: request.body.vrfcId, ownerHash: browserOwnerHash(request) }),
    );

    if (provider.providerCd === 'LOCAL') await app.register(localWindowRoutes(config));
  };
}
