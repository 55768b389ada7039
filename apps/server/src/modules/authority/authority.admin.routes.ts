import { authorityApi } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { grantAuthority, listCandidates, listGrants, revokeAuthority } from './authority.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The authority admin API (spec §2 admin authority, §5): grants per user for a date range. */
export const authorityRoutes: FastifyPluginAsyncZod = async (app) => {
  serveApi(app, authorityApi, 'list', admin, (request) => listGrants(app.db, adminOf(request), request.query));
  serveApi(app, authorityApi, 'users', admin, (request) => listCandidates(app.db, adminOf(request), request.query));
  serveApi(app, authorityApi, 'grant', admin, (request) => grantAuthority(app.db, adminOf(request), request.body));
  serveApi(app, authorityApi, 'revoke', admin, (request) => revokeAuthority(app.db, adminOf(request), request.params.authrtGrantId));
};
