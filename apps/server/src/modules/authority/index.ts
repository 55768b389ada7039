import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { authorityRoutes } from './authority.admin.routes.js';

/** Authority grants by date range (spec §5, SECURITY 14); hasAuthority in authority.service.ts. */
export default async function authorityModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(authorityRoutes);
}
