import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { schoolRoutes } from './school.admin.routes.js';

/** Schools (spec §2 admin schlInfoMng): list, form and the spreadsheet import. */
export default async function schoolModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(schoolRoutes);
}
