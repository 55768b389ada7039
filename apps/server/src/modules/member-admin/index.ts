import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { memberAdminRoutes } from './member-admin.admin.routes.js';

export { countMembers, LIST_COUNT_CAP, seoulDayStart } from './member-admin.repo.js';

/** Admin member pages' API: list, detail, approve/lock/unlock/withdraw, export (spec §2, SECURITY 17). */
export default async function memberAdminModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(memberAdminRoutes);
}
