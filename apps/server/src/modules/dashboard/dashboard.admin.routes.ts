import { ZDashboardView } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { getDashboard } from './dashboard.service.js';

/** GET /api/dashboard/view (spec §2 /admin/dashboard/view): any administrator. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/view',
    { config: { access: 'admin' }, schema: { response: { 200: ZDashboardView } } },
    async (request) => getDashboard(app.db, actorOf(request)),
  );
};
