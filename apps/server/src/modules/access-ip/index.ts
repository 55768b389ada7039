import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { accessIpRoutes } from './access-ip.admin.routes.js';

/** The access-IP allow-list page's API; the guard itself is access-ip.guard.ts, registered by app.ts. */
export default async function accessIpModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(accessIpRoutes);
}
