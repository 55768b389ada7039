import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { registerFileOwner } from '../files/index.js';
import { crrActvFileOwner } from './crr-actv.files.js';
import { crrActvRoutes } from './crr-actv.routes.js';

/**
 * Career activities (issue 18): the three kinds' lists, the view, a student's own records and a
 * teacher's records for a class, a teacher reading one student's, and a class's Excel export.
 */
export default async function crrActvModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // photos and a report: the writer uploads; whoever may view the activity reads (SECURITY 8, 15)
  registerFileOwner('crrActv', crrActvFileOwner);
  await app.register(crrActvRoutes);
}

export { crrActvSeeder } from './crr-actv.seed.js';
export { activitiesOfStudent } from './crr-actv.portflo.js';
export { removeFusionActv, type TFusionActv, writeFusionActv } from './crr-actv.fusion.js';
