import { authAdminApi, OTP_ENROLL_MESSAGES } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config/env.js';
import { AppError } from '../../plugins/app-error.js';
import { serveApi } from '../../plugins/serve-api.js';
import { metaOf } from './auth.routes.js';
import { getLoginUserInfo, stepOf } from './login.service.js';
import { confirmOtpEnrollment, startOtpEnrollment } from './otp-enroll.service.js';

/**
 * /admin/otpEnroll (api map D): start checks id and password and opens a pending OTP_ENROLL session
 * (not logged in anywhere); confirm, on that session only, turns it into an admin login with a new id
 * (SECURITY 12). Public routes: they read the session themselves; the access-IP guard applies (/api/).
 */
export function otpEnrollRoutes(config: TConfig): FastifyPluginAsyncZod {
  return async (app) => {
    serveApi(app, authAdminApi, 'otpEnrollStart', { config: { access: 'public' } }, async (request, reply) => {
      const { userId, ...shownOnce } = await startOtpEnrollment(app.db, config, request.body, metaOf(request));
      await app.sessions.start(request, reply, { userId, realmCd: 'ADMIN', pendingCd: 'OTP_ENROLL' });
      return shownOnce;
    });

    serveApi(app, authAdminApi, 'otpEnrollConfirm', { config: { access: 'public' } }, async (request, reply) => {
      const pending = request.session;
      if (pending?.realmCd !== 'ADMIN' || pending.pendingCd !== 'OTP_ENROLL') throw new AppError('OTP_ENROLL_EXPIRED', 400, OTP_ENROLL_MESSAGES.expired);
      const result = await confirmOtpEnrollment(app.db, config, pending.userId, request.body.otpCd, metaOf(request));
      const session = await app.sessions.start(request, reply, result);
      // an administrator whose password another one set changes it next (PSWD_CHG)
      return { step: stepOf(result.pendingCd), loginUserInfo: result.pendingCd ? null : await getLoginUserInfo(app.db, config, session) };
    });
  };
}
