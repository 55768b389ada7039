import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { authRoutes } from './auth.routes.js';
import { otpEnrollRoutes } from './otp-enroll.routes.js';

export { metaOf } from './auth.routes.js';
export { browserOwnerHash } from './browser-owner.js';
export {
  checkCurrentPassword,
  earnLoginPoint,
  getLoginUserInfo,
  normalizeUserId,
  stepOf,
  type TLoginMeta,
  type TLoginResult,
  userPendingStep,
} from './login.service.js';
export { hashPassword } from './password.js';
export { default as sessionPlugin, SESSION_COOKIE, type TPendingCd, type TRealm, type TRequestSession } from './session.plugin.js';
export { deleteSessionsOfUser, insertSession } from './session.repo.js';
export { encryptTotpSecret } from './totp.js';

export default async function authModule(app: FastifyInstance, opts: { config: TConfig }) {
  await app.register(authRoutes(opts.config));
  await app.register(otpEnrollRoutes(opts.config));
}
