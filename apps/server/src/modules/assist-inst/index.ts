import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { assistInstAdminRoutes } from './assist-inst.admin.routes.js';
import { assistInstRoutes } from './assist-inst.routes.js';

export { assistInstSeeder } from './assist-inst.seed.js';

/** Assist institutions: the admin page (spec §2 assistInst) and the public list of /infoGd/crrInst. */
export default async function assistInstModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(assistInstAdminRoutes);
  await app.register(assistInstRoutes);
}
