import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { dashboardRoutes } from './dashboard.admin.routes.js';

/** The admin dashboard's figures. */
export default async function dashboardModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(dashboardRoutes);
}
