import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { registerSrvyCtx } from '../srvy/index.js';
import { atndcAdminRoutes, atndcRoutes } from './atndc.routes.js';
import { attendedSesn } from './cert.service.js';
import { rsvtSrvyCtxCheck } from './rsvt.ctx.js';
import { rsvtAdminRoutes, rsvtRoutes } from './rsvt.routes.js';
import { isSesnSrvyParticipant } from './indv.ctx.js';
import { indvRoutes } from './indv.routes.js';
import { adminImageOwner, registerFileOwner } from '../files/index.js';
import { isPrgrmPublic } from './prgrm.repo.js';
import { fusnPrgrmAdminRoutes, fusnPrgrmRoutes } from './prgrm.routes.js';

/**
 * Fusion activities (issue 19, decision 026): programs and their sessions (prgrm, sesn, clsr), school
 * reservations and their students' applications (rsvt), individual applications and the lottery
 * (indv), attendance, check-in by the hall's QR code and certificates (atndc, cert).
 */
export default async function fusnModule(app: FastifyInstance, { config }: { config: TConfig }) {
  const atndcOpts = { secret: config.sessionSecret, publicBaseUrl: config.oauth.publicBaseUrl };
  // the satisfaction survey: open to the students who attended the session (ctx atnd:<sesnId>)
  registerSrvyCtx('atnd', attendedSesn);
  await app.register(atndcRoutes, atndcOpts);
  await app.register(atndcAdminRoutes, atndcOpts);
  // school reservations: the program's before-survey is answered per reservation (ctx rsvt:<schlRsvtId>)
  registerSrvyCtx('rsvt', rsvtSrvyCtxCheck);
  await app.register(rsvtRoutes);
  await app.register(rsvtAdminRoutes);
  registerSrvyCtx('sesn', isSesnSrvyParticipant);
  await app.register(indvRoutes, { secret: config.sessionSecret });
  // programs: a program's image and editor images are seen by all once it is no longer a draft
  registerFileOwner('fusnPrgrm', adminImageOwner(isPrgrmPublic));
  await app.register(fusnPrgrmRoutes);
  await app.register(fusnPrgrmAdminRoutes, { secret: config.sessionSecret });
}

export { programsOfStudent } from './cert.service.js';
// the contents library's reviews (issue 20): a program users can see, and whether a student attended it
export { isPrgrmPublic } from './prgrm.repo.js';
export { attendedPrgrm } from './cert.service.js';
