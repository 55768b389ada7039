import { ZMyInfo, ZMyInfoUpdateRequest, ZResultResponse, ZWithdrawRequest } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error.js';
import { getMyInfo, updateMyInfo, withdraw } from './my-info.service.js';

/** The caller's own id; 'user' access has already refused guests and administrators. */
function ownUserId(request: FastifyRequest): string {
  if (!request.user) throw AppError.unauthorized();
  return request.user.userId;
}

/** spec §2 /myPage/myInfo: the member's own data (SECURITY 4: personal data is never cached). */
export const myInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/icec/api/myInfo', { config: { access: 'user' }, schema: { response: { 200: ZMyInfo } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getMyInfo(app.db, ownUserId(request));
  });

  app.put(
    '/icec/api/myInfo',
    { config: { access: 'user' }, schema: { body: ZMyInfoUpdateRequest, response: { 200: ZMyInfo } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return updateMyInfo(app.db, ownUserId(request), request.body);
    },
  );

  app.post(
    '/icec/api/myInfo/withdraw',
    { config: { access: 'user' }, schema: { body: ZWithdrawRequest, response: { 200: ZResultResponse } } },
    async (request, reply) => {
      await withdraw(app.db, ownUserId(request), request.body.pswd);
      await app.sessions.end(request, reply);
      return { result: 'SUCCESS' as const };
    },
  );
};
