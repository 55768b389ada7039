import { MEMBER_ACTIONS, memberAdminApi } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../lib/xlsx.js';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { runMemberAction } from './member-action.service.js';
import { getMemberDetail, listMembers, listMembersOfAcntType } from './member-admin.service.js';
import { exportMembers } from './member-export.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The member admin API (spec §2 admin member, userMngDtl/list/:acntTypeCd). Answers are no-store (security headers). */
export const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  serveApi(app, memberAdminApi, 'list', admin, (request) => listMembers(app.db, adminOf(request), request.query));
  serveApi(app, memberAdminApi, 'listOfAcntType', admin, (request) =>
    listMembersOfAcntType(app.db, adminOf(request), request.params.acntTypeCd, request.query),
  );
  serveApi(app, memberAdminApi, 'detail', admin, (request) => getMemberDetail(app.db, adminOf(request), request.params.userId));

  for (const action of MEMBER_ACTIONS) {
    serveApi(app, memberAdminApi, action, admin, (request) => runMemberAction(app.db, adminOf(request), request.params.userId, action));
  }

  serveApi(app, memberAdminApi, 'export', admin, async (request, reply) => sendDownload(reply, await exportMembers(app.db, adminOf(request), request.body)));
};
