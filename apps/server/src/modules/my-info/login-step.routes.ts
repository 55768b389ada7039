import { myInfoApi } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config/env.js';
import { serveApi } from '../../plugins/serve-api.js';
import { getLoginUserInfo, metaOf, stepOf, type TPendingCd, type TRealm } from '../auth/index.js';
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

    const publicAccess = { config: { access: 'public' } } as const;

    serveApi(app, myInfoApi, 'trmsReAgreList', publicAccess, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { trmsList: await listTermsToReagree(app.db, stepUserId('TRMS_REAGRE', request.session, request.user)) };
    });

    serveApi(app, myInfoApi, 'trmsReAgre', publicAccess, async (request, reply) => {
      const userId = stepUserId('TRMS_REAGRE', request.session, request.user);
      return answerStep(request, reply, userId, await reagreeTerms(app.db, userId, request.body));
    });

    serveApi(app, myInfoApi, 'pswdChg', publicAccess, async (request, reply) => {
      const userId = stepUserId('PSWD_CHG', request.session, request.user);
      return answerStep(request, reply, userId, await changePassword(app.db, config, { userId, realmCd: 'USER' }, request.body, metaOf(request)));
    });

    // The first login of an administrator whose password another administrator set (KISA: the
    // initial password is changed before anything else).
    serveApi(app, myInfoApi, 'adminPswdChg', publicAccess, async (request, reply) => {
      const userId = stepUserId('PSWD_CHG', request.session, request.user, 'ADMIN');
      return answerStep(request, reply, userId, await changePassword(app.db, config, { userId, realmCd: 'ADMIN' }, request.body, metaOf(request)), 'ADMIN');
    });
  };
}
