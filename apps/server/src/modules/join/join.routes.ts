import {
  JOIN_MESSAGES,
  ZAdmJoinRequest,
  ZCheckIdRequest,
  ZCheckIdResponse,
  ZJoinResponse,
  ZMajuonJoinRequest,
  ZMbrJoinRequest,
  ZTrmsListResponse,
  ZTrmsQuery,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error.js';
import { browserOwnerHash } from '../auth/browser-owner.js';
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

  app.get(
    '/icec/api/mbrJoin/trms',
    { config: { access: 'public' }, schema: { querystring: ZTrmsQuery, response: { 200: ZTrmsListResponse } } },
    async (request) => listTerms(app.db, request.query.trgtCd),
  );

  app.post(
    '/icec/api/mbrJoin/checkId',
    { config: { access: 'public' }, schema: { body: ZCheckIdRequest, response: { 200: ZCheckIdResponse } } },
    async (request) => checkUserId(app.db, request.body.userId),
  );

  app.post(
    '/icec/api/mbrJoin/join',
    { config: { access: 'public' }, schema: { body: ZMbrJoinRequest, response: { 200: ZJoinResponse } } },
    async (request) => joinMember(app.db, request.body, contextOf(request)),
  );

  app.post(
    '/icec/api/mbrJoin/majuonJoin',
    { config: { access: 'public' }, schema: { body: ZMajuonJoinRequest, response: { 200: ZJoinResponse } } },
    async (request) => joinMajuon(app.db, request.body, contextOf(request)),
  );

  app.post(
    '/icec/api/mbrJoin/admJoin',
    { config: { access: 'public' }, schema: { body: ZAdmJoinRequest, response: { 200: ZJoinResponse } } },
    async (request) => joinAdmin(app.db, request.body, contextOf(request)),
  );
};
