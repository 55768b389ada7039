import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { prhbwdAdminRoutes } from './prhbwd.admin.routes.js';

/** Prohibited words: the admin page's API, and the checks every module with user text calls. */
export default async function prhbwdModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(prhbwdAdminRoutes);
}

export { assertNoProhibitedWords, findProhibitedWords } from './prhbwd.service.js';
export { assertCleanUserTexts, type TUserText } from './prhbwd.clean.js';
