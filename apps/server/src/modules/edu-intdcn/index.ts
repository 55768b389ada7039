import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { eduIntdcnAdminRoutes } from './edu-intdcn.admin.routes.js';
import { eduIntdcnRoutes } from './edu-intdcn.routes.js';

/** The centre introduction pages (spec §2 /eduIntdcn/grts, crrMap, flrInfo; admin eduIntdcnMng). */
export default async function eduIntdcnModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(eduIntdcnAdminRoutes);
  await app.register(eduIntdcnRoutes);
}
