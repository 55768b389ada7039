import { MY_INFO_MESSAGES, myInfoApi } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveApi } from '../../plugins/serve-api.js';
import { browserOwnerHash } from '../auth/index.js';
import { findUserIds, issueResetToken, resetPassword } from './find-account.service.js';

const publicAccess = { config: { access: 'public' } } as const;

/**
 * spec §2 /login/findId and /login/findPswd for guests. Both rest on an identity verification made
 * in this same browser (browserOwnerHash); the answers are personal, so never cached.
 */
export const findAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  serveApi(app, myInfoApi, 'findId', publicAccess, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const userIds = await findUserIds(app.db, { vrfcId: request.body.vrfcId, ownerHash: browserOwnerHash(request) });
    return userIds.length > 0 ? { userIds } : { userIds, message: MY_INFO_MESSAGES.findIdNone };
  });

  serveApi(app, myInfoApi, 'findPswdVerify', publicAccess, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return issueResetToken(app.db, { ...request.body, ownerHash: browserOwnerHash(request) });
  });

  serveApi(app, myInfoApi, 'findPswdReset', publicAccess, async (request) => {
    await resetPassword(app.db, request.body);
    return { result: 'SUCCESS' as const };
  });
};
