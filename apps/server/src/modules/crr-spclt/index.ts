import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { crrSpcltRoutes } from './crr-spclt.routes.js';

/**
 * Career specialty remarks (issue 18, 학교생활기록부 진로활동 특기사항): a teacher drafts each
 * student's remarks of a school year from the student's records, counted in the school record's
 * bytes, and exports the class's remarks.
 */
export default async function crrSpcltModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(crrSpcltRoutes);
}

export { crrSpcltSeeder } from './crr-spclt.seed.js';
