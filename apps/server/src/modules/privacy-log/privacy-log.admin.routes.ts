import { ZPrivacyLogListQuery, ZPrivacyLogListResponse, ZPrivacyMonthlyQuery, ZPrivacyMonthlyReport } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPrivacyLogs, monthlyReport } from './privacy-log.review.service.js';
import { actorOf } from '../../plugins/access.js';

const admin = { access: 'admin' } as const;

/** The personal-data access log and its monthly review (SECURITY 17). */
export const privacyLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/privacyLog/list',
    { config: admin, schema: { querystring: ZPrivacyLogListQuery, response: { 200: ZPrivacyLogListResponse } } },
    async (request) => listPrivacyLogs(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/privacyLog/monthly',
    { config: admin, schema: { querystring: ZPrivacyMonthlyQuery, response: { 200: ZPrivacyMonthlyReport } } },
    async (request) => monthlyReport(app.db, actorOf(request), request.query.yyyymm),
  );
};
