import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { adminImageOwner, registerDemoImages, registerFileOwner } from '../files/index.js';
import { assistInstAdminRoutes } from './assist-inst.admin.routes.js';
import { attachAssistInstDemoLogos } from './assist-inst.demo-images.js';
import { isAssistInstInUse } from './assist-inst.repo.js';
import { assistInstRoutes } from './assist-inst.routes.js';

export { assistInstSeeder } from './assist-inst.seed.js';

/** Assist institutions: the admin page (spec §2 assistInst) and the public list of /infoGd/crrInst. */
export default async function assistInstModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // administrators upload an institution's logo; anyone sees it while the institution is listed (SECURITY 8, 15)
  registerFileOwner('assistInst', adminImageOwner(isAssistInstInUse));
  registerDemoImages('assist-inst', attachAssistInstDemoLogos);
  await app.register(assistInstAdminRoutes);
  await app.register(assistInstRoutes);
}
