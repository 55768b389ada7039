import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { crrRcmdtnRoutes } from './crr-rcmdtn.routes.js';

/** Recommended jobs (issue 16): from the student's latest results, with the centre's halls about them. */
export default async function crrRcmdtnModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(crrRcmdtnRoutes);
}
