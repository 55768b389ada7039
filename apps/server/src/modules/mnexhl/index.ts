import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { mnexhlAdminRoutes } from './mnexhl.admin.routes.js';
import { mnexhlRoutes } from './mnexhl.routes.js';

/** The exhibition halls: admin mnexhlMng and the public hall pages (spec §2). */
export default async function mnexhlModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(mnexhlAdminRoutes);
  await app.register(mnexhlRoutes);
}
