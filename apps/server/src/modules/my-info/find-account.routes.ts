import { MY_INFO_MESSAGES, ZFindIdRequest, ZFindIdResponse, ZFindPswdResetRequest, ZFindPswdVerifyRequest, ZFindPswdVerifyResponse, ZResultResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browserOwnerHash } from '../auth/browser-owner.js';
import { findUserIds, issueResetToken, resetPassword } from './find-account.service.js';

/**
 * spec §2 /login/findId and /login/findPswd for guests. Both rest on an identity verification made
 * in this same browser (browserOwnerHash); the answers are personal, so never cached.
 */
export const findAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/icec/api/login/findId',
    { config: { access: 'public' }, schema: { body: ZFindIdRequest, response: { 200: ZFindIdResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userIds = await findUserIds(app.db, { vrfcId: request.body.vrfcId, ownerHash: browserOwnerHash(request) });
      return userIds.length > 0 ? { userIds } : { userIds, message: MY_INFO_MESSAGES.findIdNone };
    },
  );

  app.post(
    '/icec/api/login/findPswd/verify',
    { config: { access: 'public' }, schema: { body: ZFindPswdVerifyRequest, response: { 200: ZFindPswdVerifyResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueResetToken(app.db, { ...request.body, ownerHash: browserOwnerHash(request) });
    },
  );

  app.post(
    '/icec/api/login/findPswd/reset',
    { config: { access: 'public' }, schema: { body: ZFindPswdResetRequest, response: { 200: ZResultResponse } } },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { result: 'SUCCESS' as const };
    },
  );
};
