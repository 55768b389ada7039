import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { authRoutes } from './auth.routes.js';
import { otpEnrollRoutes } from './otp-enroll.routes.js';

export default async function authModule(app: FastifyInstance, opts: { config: TConfig }) {
  await app.register(authRoutes(opts.config));
  await app.register(otpEnrollRoutes(opts.config));
}
