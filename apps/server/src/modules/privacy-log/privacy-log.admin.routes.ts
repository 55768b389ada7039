import { privacyLogApi } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { listPrivacyLogs, monthlyReport } from './privacy-log.review.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The personal-data access log and its monthly review (SECURITY 17). */
export const privacyLogRoutes: FastifyPluginAsyncZod = async (app) => {
  serveApi(app, privacyLogApi, 'list', admin, (request) => listPrivacyLogs(app.db, adminOf(request), request.query));
  serveApi(app, privacyLogApi, 'monthly', admin, (request) => monthlyReport(app.db, adminOf(request), request.query.yyyymm));
};
