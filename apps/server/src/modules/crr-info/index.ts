import { JOB_CD_PATTERN } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { registerRcmdtnTarget } from '../common-log/index.js';
import { crrInfoAdminRoutes } from './crr-info.admin.routes.js';
import { lockUsableJob } from './crr-info.repo.js';
import { crrInfoRoutes } from './crr-info.routes.js';
import { JOB_SRVC_CD } from './crr-info.service.js';

/** How a job's family and values are named (the reflected code tree), for the modules that show jobs. */
export { codeName, jobCodes } from './crr-info.codes.js';

/** Career information (issue 16): the admin page crrInfoMng and the public /crrInsp/crrInfo pages. */
export default async function crrInfoModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // spec §7 rcmdtn: a job in use may be recommended; its idntfId is the job code
  registerRcmdtnTarget(JOB_SRVC_CD, async (tx, idntfId) => JOB_CD_PATTERN.test(idntfId) && (await lockUsableJob(tx, idntfId)) !== undefined);
  await app.register(crrInfoAdminRoutes);
  await app.register(crrInfoRoutes);
}
