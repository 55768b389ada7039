import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { managerRoutes } from './manager.admin.routes.js';

export { assertSuperAdmin } from './super-admin.js';

/** The manager page's API: administrator accounts, their roles, approval, locks and OTP resets. */
export default async function managerModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(managerRoutes);
}
