import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { registerFileOwner } from '../files/index.js';
import { srvyRspnsFileOwner } from './srvy.files.js';
import { srvyAdminRoutes, srvyRoutes } from './srvy.routes.js';
import { srvyRsltRoutes } from './srvy.rslt.routes.js';

/**
 * Surveys (issue 17): the builder (admin srvy), answering with drafts and once-only submits, and
 * the FILE answers' files. The results and exports (srvy.rslt.*, srvy.export.*) register beside.
 */
export default async function srvyModule(app: FastifyInstance, { config }: { config: TConfig }) {
  registerFileOwner('srvyRspns', srvyRspnsFileOwner);
  await app.register(srvyRoutes, { perMinute: config.rateLimitPerMinute });
  await app.register(srvyAdminRoutes);
  await app.register(srvyRsltRoutes);
}

export { registerSrvyCtx, type TSrvyCtxCheck } from './srvy.ctx.js';
/** Whether a member submitted a survey in a context (ctxKey): the fusion activities' before-survey gate. */
export { hasSubmitted as hasSubmittedCtx } from './srvy.repo.js';
export { srvySeeder } from './srvy.seed.js';
export { srvy, srvyRspns } from './srvy.table.js';
export { ctxSurveyBriefsOf, findCtxSurveyOptions, openCtxSurveyFromTemplate, type TCtxSrvyBrief } from './srvy.instance.js';
