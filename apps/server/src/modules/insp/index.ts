import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { inspAdminRoutes } from './insp.admin.routes.js';
import { inspRoutes } from './insp.routes.js';

/**
 * Career inspections (issue 16): the test engine (tests as data, versions, scoring, norms), the
 * taker's sheets and results, and the test bank's administration (langDgns).
 */
export default async function inspModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(inspRoutes);
  await app.register(inspAdminRoutes);
}

export { inspSeeder } from './insp.seed.js';
/** a student's completed results (by test, newest first), for the portfolio, history and remarks (issue 18) */
export { findOwnRslts as completedRsltsOf } from './insp.repo.js';
