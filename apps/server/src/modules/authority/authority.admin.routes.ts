import {
  ZAuthorityDeleteResponse,
  ZAuthorityGrantParams,
  ZAuthorityGrantRequest,
  ZAuthorityGrantResponse,
  ZAuthorityListQuery,
  ZAuthorityListResponse,
  ZAuthorityUserQuery,
  ZAuthorityUserResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { grantAuthority, listCandidates, listGrants, revokeAuthority } from './authority.service.js';

const admin = { access: 'admin' } as const;

/** The authority admin API (spec §2 admin authority, §5): grants per user for a date range. */
export const authorityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/authority/list',
    { config: admin, schema: { querystring: ZAuthorityListQuery, response: { 200: ZAuthorityListResponse } } },
    async (request) => listGrants(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/authority/users',
    { config: admin, schema: { querystring: ZAuthorityUserQuery, response: { 200: ZAuthorityUserResponse } } },
    async (request) => listCandidates(app.db, actorOf(request), request.query),
  );

  app.post(
    '/api/authority',
    { config: admin, schema: { body: ZAuthorityGrantRequest, response: { 200: ZAuthorityGrantResponse } } },
    async (request) => grantAuthority(app.db, actorOf(request), request.body),
  );

  app.delete(
    '/api/authority/:authrtGrantId',
    { config: admin, schema: { params: ZAuthorityGrantParams, response: { 200: ZAuthorityDeleteResponse } } },
    async (request) => revokeAuthority(app.db, actorOf(request), request.params.authrtGrantId),
  );
};
