import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { adminImageOwner, registerDemoImages, registerFileOwner } from '../files/index.js';
import { findActiveBmnexhl } from './bmnexhl.repo.js';
import { mnexhlAdminRoutes } from './mnexhl.admin.routes.js';
import { attachMnexhlDemoImages } from './mnexhl.demo-images.js';
import { bmnexhlFileOwner, smnexhlFileOwner } from './mnexhl.files.js';
import { isSmnexhlPublic } from './smnexhl.repo.js';
import { mnexhlRoutes } from './mnexhl.routes.js';

/** The exhibition halls: admin mnexhlMng and the public hall pages (spec §2). */
export default async function mnexhlModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // a hall's files follow the hall: administrators attach and remove, its page's readers download (SECURITY 8, 15)
  registerFileOwner('bmnexhl', bmnexhlFileOwner);
  registerFileOwner('smnexhl', smnexhlFileOwner);
  registerFileOwner(
    'bmnexhlImage',
    adminImageOwner(async (db, id) => (await findActiveBmnexhl(db, id)) !== undefined),
  );
  registerFileOwner('smnexhlImage', adminImageOwner(isSmnexhlPublic));
  registerDemoImages('mnexhl', attachMnexhlDemoImages);
  await app.register(mnexhlAdminRoutes);
  await app.register(mnexhlRoutes);
}
