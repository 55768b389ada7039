import { ZLoginProcResponse, ZPswdChgRequest, ZTrmsReAgreListResponse, ZTrmsReAgreRequest } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config/env.js';
import { getLoginUserInfo, stepOf } from '../auth/login.service.js';
import type { TPendingCd, TRealm } from '../auth/session.plugin.js';
import { changePassword, listTermsToReagree, reagreeTerms, stepUserId } from './login-step.service.js';

/**
 * The login steps a user-realm login may stop at (decision 005): terms re-agreement and the
 * password change. They are public routes because a pending session is not logged in; the
 * service decides from the session who may finish which step.
 */
export function loginStepRoutes(config: TConfig): FastifyPluginAsyncZod {
  return async (app) => {
    /** Finishing a step rotates the session (SECURITY 12) and tells the client the next one. */
    async function answerStep(request: FastifyRequest, reply: FastifyReply, userId: string, pendingCd: TPendingCd, realmCd: TRealm = 'USER') {
      const session = await app.sessions.start(request, reply, { userId, realmCd, pendingCd });
      return { step: stepOf(pendingCd), loginUserInfo: pendingCd ? null : await getLoginUserInfo(app.db, config, session) };
    }

    app.get(
      '/icec/api/login/trmsReAgre',
      { config: { access: 'public' }, schema: { response: { 200: ZTrmsReAgreListResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { trmsList: await listTermsToReagree(app.db, stepUserId('TRMS_REAGRE', request.session, request.user)) };
      },
    );

    app.post(
      '/icec/api/login/trmsReAgre',
      { config: { access: 'public' }, schema: { body: ZTrmsReAgreRequest, response: { 200: ZLoginProcResponse } } },
      async (request, reply) => {
        const userId = stepUserId('TRMS_REAGRE', request.session, request.user);
        return answerStep(request, reply, userId, await reagreeTerms(app.db, userId, request.body));
      },
    );

    app.post(
      '/icec/api/login/pswdChg',
      { config: { access: 'public' }, schema: { body: ZPswdChgRequest, response: { 200: ZLoginProcResponse } } },
      async (request, reply) => {
        const userId = stepUserId('PSWD_CHG', request.session, request.user);
        return answerStep(request, reply, userId, await changePassword(app.db, userId, request.body));
      },
    );

    // The first login of an administrator whose password another administrator set (KISA: the
    // initial password is changed before anything else).
    app.post(
      '/api/login/pswdChg',
      { config: { access: 'public' }, schema: { body: ZPswdChgRequest, response: { 200: ZLoginProcResponse } } },
      async (request, reply) => {
        const userId = stepUserId('PSWD_CHG', request.session, request.user, 'ADMIN');
        return answerStep(request, reply, userId, await changePassword(app.db, userId, request.body, 'ADMIN'), 'ADMIN');
      },
    );
  };
}
