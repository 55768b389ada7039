import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { socialLoginRoutes } from './social-login.routes.js';

export { findSocialJoinPending, linkPendingSocialAccount } from './social-login.repo.js';

export default async function socialLoginModule(app: FastifyInstance, opts: { config: TConfig }) {
  await app.register(socialLoginRoutes(opts.config));
}
