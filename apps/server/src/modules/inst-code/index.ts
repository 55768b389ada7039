import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { instCodeRoutes } from './inst-code.admin.routes.js';

export { assertCodeValues, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf, type TCodeCheck } from './code-values.js';
export { lockExistingInstCds } from './inst-code.repo.js';
export { instCodeSeeder } from './inst-code.seed.js';

/** Institution codes (spec §2 admin instCode); schools and other records refer to instCd. */
export default async function instCodeModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(instCodeRoutes);
}
