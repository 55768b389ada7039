import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { safeFetch } from '../../lib/outbound/safe-fetch.js';
import { joinRoutes } from './join.routes.js';
import type { IIdentityProvider } from './providers/identity-provider.js';
import { createLocalProvider } from './providers/local-provider.js';
import { createNiceProvider } from './providers/nice-provider.js';
import { deleteStaleVerifications } from './verification.repo.js';
import { verificationRoutes } from './verification.routes.js';

export { consumeVerification } from './verification.service.js';
/** The join's guardian consent, also given at the first login of a child registered in bulk (issue 18). */
export { guardianConsentFor } from './join-rules.js';
export { insertGuardianConsent } from './join.repo.js';

const SWEEP_EVERY_MS = 60 * 60_000;

/** The provider chosen by the configuration (local is refused in production by verification-env.ts). */
function providerOf(config: TConfig): IIdentityProvider {
  const v = config.verification;
  return v.provider === 'NICE' ? createNiceProvider(v.nice, safeFetch) : createLocalProvider(config.sessionSecret);
}

/** Identity verification and member join (spec §2 /mbrJoin, nice, niceCallback). */
export default async function joinModule(app: FastifyInstance, opts: { config: TConfig }) {
  await app.register(verificationRoutes(opts.config, providerOf(opts.config)));
  await app.register(joinRoutes);

  const timer = setInterval(() => {
    deleteStaleVerifications(app.db).catch((err: unknown) => app.log.warn({ err }, 'verification sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
