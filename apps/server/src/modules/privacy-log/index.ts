import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { privacyLogRoutes } from './privacy-log.admin.routes.js';

export {
  exportPersonalData,
  logPersonalDataAccess,
  logPersonalDataAccesses,
  type TPersonalDataAccess,
  type TPersonalDataActor,
  type TPersonalDataExport,
} from './privacy-log.service.js';

/** SECURITY 17: the personal-data access log; other modules write it with logPersonalDataAccess. */
export default async function privacyLogModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(privacyLogRoutes);
}
