import { myInfoApi } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config/env.js';
import { actorOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { metaOf } from '../auth/index.js';
import { checkPswd, getMyInfo, updateMyInfo, withdraw } from './my-info.service.js';
import { assertPswdChecked, markPswdChecked } from './pswd-check.js';

const user = { config: { access: 'user' } } as const;

/** spec §2 /myPage/myInfo: the member's own data (SECURITY 4: personal data is never cached). */
export function myInfoRoutes(config: TConfig): FastifyPluginAsyncZod {
  return async (app) => {
    serveApi(app, myInfoApi, 'myInfo', user, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getMyInfo(app.db, actorOf(request).userId);
    });

    serveApi(app, myInfoApi, 'pswdCheck', user, async (request, reply) => {
      await checkPswd(app.db, config, actorOf(request).userId, request.body.pswd, metaOf(request));
      return { validUntil: markPswdChecked(request, reply, config).toISOString() };
    });

    serveApi(app, myInfoApi, 'updateMyInfo', user, async (request, reply) => {
      const caller = actorOf(request);
      assertPswdChecked(request, config);
      reply.header('cache-control', 'no-store');
      return updateMyInfo(app.db, caller, request.body);
    });

    serveApi(app, myInfoApi, 'withdraw', user, async (request, reply) => {
      const caller = actorOf(request);
      assertPswdChecked(request, config);
      await withdraw(app.db, caller.userId);
      await app.sessions.end(request, reply);
      return { result: 'SUCCESS' as const };
    });
  };
}
