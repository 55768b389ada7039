import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { adminImageOwner, registerDemoImages, registerFileOwner } from '../files/index.js';
import { isCntstPublic } from './cntst.admin.service.js';
import { contestAdminRoutes, contestJudgeRoutes } from './cntst.admin.routes.js';
import { attachCntstDemoPosters } from './cntst.demo-images.js';
import { cntstEntryFileOwner } from './cntst.files.js';
import { cntstRoutes } from './cntst.routes.js';

/**
 * Contests (issue 17): the public contest pages and entries, the administrator's contests with
 * judges, allocation, the score table, prizes and publication, and the judges' blind score sheets.
 */
export default async function cntstModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // the poster: administrators upload it; anyone sees it while the contest is shown (SECURITY 8, 15)
  registerFileOwner('cntst', adminImageOwner(isCntstPublic));
  registerDemoImages('cntst', attachCntstDemoPosters);
  // an entry's files: the entrant, its allocated judges and administrators who are not its judges
  registerFileOwner('cntstEntry', cntstEntryFileOwner);
  await app.register(cntstRoutes);
  await app.register(contestAdminRoutes);
  await app.register(contestJudgeRoutes);
}

export { entriesAndAwardsOf } from './cntst.service.js';
export { cntstSeeder } from './cntst.seed.js';
