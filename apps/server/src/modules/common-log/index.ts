import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { commonLogRoutes } from './common-log.routes.js';

export { deleteRcmdtns } from './common-log.repo.js';
export { registerRcmdtnTarget, type TRcmdtnTargetCheck } from './rcmdtn-targets.js';

/** spec §7 log calls: visits, menu use, recommendations (tables: common-log.table.ts). */
export default async function commonLogModule(app: FastifyInstance, { config }: { config: TConfig }) {
  await app.register(commonLogRoutes, { perMinute: config.rateLimitPerMinute });
}
