import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { accessIpRoutes } from './access-ip.admin.routes.js';

export { default as accessIpGuard } from './access-ip.guard.js';
export { accessIpSeeder } from './access-ip.seed.js';

/** The access-IP allow-list page's API; the guard (accessIpGuard) is registered by app.ts. */
export default async function accessIpModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(accessIpRoutes);
}
