import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { portfloAdminRoutes, portfloRoutes } from './portflo.routes.js';

/**
 * The portfolio (issue 18): a student's records across school years (tests, activities, programs,
 * contests, points) with their own settings, its A4 PDF, the fusion activity list and the career
 * history, for the student, their school's teachers and administrators (cls studentAccessOf).
 */
export default async function portfloModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(portfloRoutes);
  await app.register(portfloAdminRoutes);
}

export { portfloSeeder } from './portflo.seed.js';
export { inspSummariesOf } from './portflo.data.js';
