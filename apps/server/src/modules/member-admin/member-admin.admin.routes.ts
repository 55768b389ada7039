import {
  MEMBER_ACTIONS,
  ZAcntTypeParams,
  ZMemberActionResponse,
  ZMemberDetail,
  ZMemberExportRequest,
  ZMemberListQuery,
  ZMemberListResponse,
  ZMemberParams,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { runMemberAction } from './member-action.service.js';
import { getMemberDetail, listMembers, listMembersOfAcntType } from './member-admin.service.js';
import { exportMembers } from './member-export.service.js';

const admin = { access: 'admin' } as const;

/** SECURITY 9: RFC 6266 — an ASCII fallback plus the UTF-8 Korean name, percent-encoded (no CR/LF can reach the header). */
const attachment = (fileName: string, asciiFileName: string) =>
  `attachment; filename="${asciiFileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** The member admin API (spec §2 admin member, userMngDtl/list/:acntTypeCd). Answers are no-store (security headers). */
export const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/member/list',
    { config: admin, schema: { querystring: ZMemberListQuery, response: { 200: ZMemberListResponse } } },
    async (request) => listMembers(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/userMngDtl/list/:acntTypeCd',
    { config: admin, schema: { params: ZAcntTypeParams, querystring: ZMemberListQuery, response: { 200: ZMemberListResponse } } },
    async (request) => listMembersOfAcntType(app.db, actorOf(request), request.params.acntTypeCd, request.query),
  );

  app.get(
    '/api/member/:userId',
    { config: admin, schema: { params: ZMemberParams, response: { 200: ZMemberDetail } } },
    async (request) => getMemberDetail(app.db, actorOf(request), request.params.userId),
  );

  for (const action of MEMBER_ACTIONS) {
    app.post(
      `/api/member/:userId/${action}`,
      { config: admin, schema: { params: ZMemberParams, response: { 200: ZMemberActionResponse } } },
      async (request) => runMemberAction(app.db, actorOf(request), request.params.userId, action),
    );
  }

  app.post('/api/member/export', { config: admin, schema: { body: ZMemberExportRequest } }, async (request, reply) => {
    const { fileName, asciiFileName, csv } = await exportMembers(app.db, actorOf(request), request.body);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(fileName, asciiFileName))
      .send(csv);
  });
};
