import { dashboardApi } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { getDashboard } from './dashboard.service.js';

/** GET /api/dashboard/view (spec §2 /admin/dashboard/view): any administrator. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  serveApi(app, dashboardApi, 'view', { config: { access: 'admin' } }, (request) => getDashboard(app.db, adminOf(request)));
};
