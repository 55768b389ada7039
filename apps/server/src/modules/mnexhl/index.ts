import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { registerFileOwner } from '../files/index.js';
import { mnexhlAdminRoutes } from './mnexhl.admin.routes.js';
import { bmnexhlFileOwner, smnexhlFileOwner } from './mnexhl.files.js';
import { mnexhlRoutes } from './mnexhl.routes.js';

/** The exhibition halls: admin mnexhlMng and the public hall pages (spec §2). */
export default async function mnexhlModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // a hall's files follow the hall: administrators attach and remove, its page's readers download (SECURITY 8, 15)
  registerFileOwner('bmnexhl', bmnexhlFileOwner);
  registerFileOwner('smnexhl', smnexhlFileOwner);
  await app.register(mnexhlAdminRoutes);
  await app.register(mnexhlRoutes);
}
