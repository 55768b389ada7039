import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { findAccountRoutes } from './find-account.routes.js';
import { loginStepRoutes } from './login-step.routes.js';
import { myInfoRoutes } from './my-info.routes.js';

/** Account self-service (spec §2): find id and password, login steps, my info. */
export default async function myInfoModule(app: FastifyInstance, opts: { config: TConfig }) {
  await app.register(findAccountRoutes);
  await app.register(loginStepRoutes(opts.config));
  await app.register(myInfoRoutes(opts.config));
}
