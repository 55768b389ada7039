import { JOIN_MESSAGES, joinApi } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error.js';
import { serveApi } from '../../plugins/serve-api.js';
import { browserOwnerHash } from '../auth/index.js';
import { checkUserId, joinAdmin, joinMajuon, joinMember, listTerms, type TJoinContext } from './join.service.js';

const contextOf = (request: FastifyRequest): TJoinContext => ({ ownerHash: browserOwnerHash(request), ip: request.ip });

/**
 * Member join (spec §2 /mbrJoin): terms, id check and the three join paths. Public routes for
 * guests: a logged-in caller has an account already.
 */
export const joinRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a logged-in caller hears this rather than about the body.
  app.addHook('preValidation', async (request) => {
    if (request.user) throw new AppError('ALREADY_LOGGED_IN', 400, JOIN_MESSAGES.alreadyLoggedIn);
  });

  const publicAccess = { config: { access: 'public' } } as const;
  serveApi(app, joinApi, 'trms', publicAccess, (request) => listTerms(app.db, request.query.trgtCd));
  serveApi(app, joinApi, 'checkId', publicAccess, (request) => checkUserId(app.db, request.body.userId));
  serveApi(app, joinApi, 'join', publicAccess, (request) => joinMember(app.db, request.body, contextOf(request)));
  serveApi(app, joinApi, 'majuonJoin', publicAccess, (request) => joinMajuon(app.db, request.body, contextOf(request)));
  serveApi(app, joinApi, 'admJoin', publicAccess, (request) => joinAdmin(app.db, request.body, contextOf(request)));
};
