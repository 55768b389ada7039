import { recordIdOf } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { registerRcmdtnTarget } from '../common-log/index.js';
import { registerFileOwner } from '../files/index.js';
import { contsBndlAdminRoutes } from './bndl.admin.routes.js';
import { contsAdminRoutes } from './conts.admin.routes.js';
import { contsFileOwner, contsImageOwner } from './conts.files.js';
import { lockVisibleConts } from './conts.repo.js';
import { contsRoutes } from './conts.routes.js';
import { crsAllRoutes } from './crs.routes.js';
import { revwAllRoutes } from './revw.routes.js';

/** The contents library (issue 20): admin `contents` and the public /infoGd/conts pages, and reviews of contents and fusion programs. */
export default async function contsModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // spec §7 rcmdtn: a visible content may be recommended; its idntfId is the content id
  registerRcmdtnTarget('CONTS', async (tx, idntfId) => {
    const id = recordIdOf(idntfId);
    return id !== undefined && lockVisibleConts(tx, id);
  });
  // administrators attach and remove; users read while the content is visible (SECURITY 8, 15)
  registerFileOwner('contents', contsFileOwner);
  registerFileOwner('contentsImage', contsImageOwner);
  await app.register(contsAdminRoutes);
  await app.register(contsRoutes);
  await app.register(revwAllRoutes);
  await app.register(contsBndlAdminRoutes);
  await app.register(crsAllRoutes);
}

export { revwSeeder } from './revw.seed.js';
